import type { Decorator } from '@storybook/react-vite';

/** The smallest phone Aayra is designed for: the story laid out in a 360 px wide column. */
export const atPhoneWidth: Decorator = (Story) => (
  <div
    style={{ width: '360px', maxWidth: '100%', outline: '1px dashed var(--aayra-color-border)' }}
  >
    <Story />
  </div>
);

/**
 * Study material in a right-to-left script, marked up as a page in that language would be. Inside
 * a paragraph, pass 'span': it is shown as a block, so it still sets its own direction.
 */
export const rightToLeft =
  (lang: 'ar' | 'he', element: 'div' | 'span' = 'div'): Decorator =>
  (Story) => {
    const Element = element;
    return (
      <Element dir="rtl" lang={lang} style={{ display: 'block' }}>
        <Story />
      </Element>
    );
  };
