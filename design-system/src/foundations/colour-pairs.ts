// Which colour token is drawn on which background token in the components, and the contrast it
// needs: 4.5:1 for text (WCAG 1.4.3), 3:1 for borders, focus rings and other parts a learner
// must see to use a control (WCAG 1.4.11). Names only; the values come from tokens.css.

export interface ColourPair {
  foreground: string;
  background: string;
  /** The smallest contrast ratio this pair needs. */
  minimum: 4.5 | 3;
  /** Where the components use it. */
  usedFor: string;
}

const TEXT = 4.5;
const NON_TEXT = 3;

export const colourPairs: readonly ColourPair[] = [
  { foreground: 'text', background: 'bg', minimum: TEXT, usedFor: 'Body text on the page' },
  {
    foreground: 'text',
    background: 'surface',
    minimum: TEXT,
    usedFor: 'Text on cards, dialogs and fields',
  },
  {
    foreground: 'text',
    background: 'surface-muted',
    minimum: TEXT,
    usedFor: 'Text on muted panels',
  },
  {
    foreground: 'text',
    background: 'surface-hover',
    minimum: TEXT,
    usedFor: 'Text on a hovered card or button',
  },
  {
    foreground: 'text-muted',
    background: 'bg',
    minimum: TEXT,
    usedFor: 'Hints and secondary text on the page',
  },
  {
    foreground: 'text-muted',
    background: 'surface',
    minimum: TEXT,
    usedFor: 'Hints, counts and labels on cards',
  },
  {
    foreground: 'text-muted',
    background: 'surface-muted',
    minimum: TEXT,
    usedFor: 'Secondary text on muted panels',
  },
  { foreground: 'text', background: 'neutral-subtle', minimum: TEXT, usedFor: 'Neutral badges' },
  {
    foreground: 'primary-text',
    background: 'surface',
    minimum: TEXT,
    usedFor: 'Links and ghost buttons on cards',
  },
  { foreground: 'primary-text', background: 'bg', minimum: TEXT, usedFor: 'Links on the page' },
  {
    foreground: 'primary-text',
    background: 'primary-subtle',
    minimum: TEXT,
    usedFor: 'Primary badges, selected tabs',
  },
  { foreground: 'on-primary', background: 'primary', minimum: TEXT, usedFor: 'Primary buttons' },
  {
    foreground: 'on-primary',
    background: 'primary-hover',
    minimum: TEXT,
    usedFor: 'Primary buttons, hovered',
  },
  { foreground: 'on-danger', background: 'danger', minimum: TEXT, usedFor: 'Danger buttons' },
  {
    foreground: 'on-danger',
    background: 'danger-hover',
    minimum: TEXT,
    usedFor: 'Danger buttons, hovered',
  },
  {
    foreground: 'danger-text',
    background: 'surface',
    minimum: TEXT,
    usedFor: 'Field errors, a wrong answer',
  },
  {
    foreground: 'danger-text',
    background: 'danger-subtle',
    minimum: TEXT,
    usedFor: 'Danger badges, error panels',
  },
  {
    foreground: 'success-text',
    background: 'surface',
    minimum: TEXT,
    usedFor: 'The correct answer marked',
  },
  {
    foreground: 'success-text',
    background: 'success-subtle',
    minimum: TEXT,
    usedFor: 'Success badges and toasts',
  },
  {
    foreground: 'warning-text',
    background: 'warning-subtle',
    minimum: TEXT,
    usedFor: 'Warning badges',
  },
  {
    foreground: 'border-strong',
    background: 'surface',
    minimum: NON_TEXT,
    usedFor: 'Input and checkbox borders',
  },
  {
    foreground: 'border-strong',
    background: 'bg',
    minimum: NON_TEXT,
    usedFor: 'Input borders on the page',
  },
  {
    foreground: 'primary',
    background: 'surface',
    minimum: NON_TEXT,
    usedFor: 'Checked boxes, switches, progress',
  },
  {
    foreground: 'focus-ring',
    background: 'bg',
    minimum: NON_TEXT,
    usedFor: 'The focus ring on the page',
  },
  {
    foreground: 'focus-ring',
    background: 'surface',
    minimum: NON_TEXT,
    usedFor: 'The focus ring on cards',
  },
];
