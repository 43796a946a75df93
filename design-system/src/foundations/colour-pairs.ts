// Which colour token is drawn on which background token in the components, and the contrast it
// needs: 4.5:1 for text (WCAG 1.4.3), 3:1 for borders, focus rings and other parts a learner
// must see to use a control (WCAG 1.4.11). Names only; the values come from tokens.css.
import { contrastRatio } from './contrast';
import { paletteValue, type Token } from './tokens';

export interface ColourPair {
  foreground: string;
  background: string;
  /** The smallest contrast ratio this pair needs. */
  minimum: 4.5 | 3;
  /** Where the components use it. */
  usedFor: string;
}

type Pair = readonly [foreground: string, background: string, usedFor: string];

/** Text, read by the learner: 4.5:1. */
const textPairs: readonly Pair[] = [
  ['text', 'bg', 'Body text on the page'],
  ['text', 'surface', 'Text on cards, dialogs and fields'],
  ['text', 'surface-muted', 'Text on muted panels'],
  ['text', 'surface-hover', 'Text on a hovered card or button'],
  ['text-muted', 'bg', 'Hints and secondary text on the page'],
  ['text-muted', 'surface', 'Hints, counts and labels on cards'],
  ['text-muted', 'surface-muted', 'Secondary text on muted panels'],
  ['text', 'neutral-subtle', 'Neutral badges'],
  ['primary-text', 'surface', 'Links and ghost buttons on cards'],
  ['primary-text', 'bg', 'Links on the page'],
  ['primary-text', 'primary-subtle', 'Primary badges, selected tabs'],
  ['on-primary', 'primary', 'Primary buttons'],
  ['on-primary', 'primary-hover', 'Primary buttons, hovered'],
  ['on-danger', 'danger', 'Danger buttons'],
  ['on-danger', 'danger-hover', 'Danger buttons, hovered'],
  ['danger-text', 'surface', 'Field errors, a wrong answer'],
  ['danger-text', 'danger-subtle', 'Danger badges, error panels'],
  ['success-text', 'surface', 'The correct answer marked'],
  ['success-text', 'success-subtle', 'Success badges and toasts'],
  ['warning-text', 'warning-subtle', 'Warning badges'],
];

/** Parts a learner must see to use a control: 3:1. */
const nonTextPairs: readonly Pair[] = [
  ['border-strong', 'surface', 'Input and checkbox borders'],
  ['border-strong', 'bg', 'Input borders on the page'],
  ['primary', 'surface', 'Checked boxes, switches, progress'],
  ['focus-ring', 'bg', 'The focus ring on the page'],
  ['focus-ring', 'surface', 'The focus ring on cards'],
];

const withMinimum = (pairs: readonly Pair[], minimum: ColourPair['minimum']): ColourPair[] =>
  pairs.map(([foreground, background, usedFor]) => ({ foreground, background, minimum, usedFor }));

export const colourPairs: readonly ColourPair[] = [
  ...withMinimum(textPairs, 4.5),
  ...withMinimum(nonTextPairs, 3),
];

/** The pair's contrast ratio in a palette, computed from the palette's own values. */
export function pairContrast(pair: ColourPair, palette: readonly Token[]): number {
  return contrastRatio(
    paletteValue(palette, pair.foreground),
    paletteValue(palette, pair.background),
  );
}

/** Every pair below its minimum in a palette, as `text-muted on bg: 3.10 < 4.5`. */
export function pairsBelowMinimum(palette: readonly Token[]): string[] {
  return colourPairs.flatMap((pair) => {
    const ratio = pairContrast(pair, palette);
    return ratio < pair.minimum
      ? [`${pair.foreground} on ${pair.background}: ${ratio.toFixed(2)} < ${pair.minimum}`]
      : [];
  });
}
