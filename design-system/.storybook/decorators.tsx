import type { Decorator } from '@storybook/react-vite';
import type { HTMLAttributes } from 'react';

type Wrapper = 'div' | 'p' | 'span';

/** The story inside one element with the given attributes. */
const wrappedIn =
  (Element: Wrapper, attributes: HTMLAttributes<HTMLElement>): Decorator =>
  (Story) => (
    <Element {...attributes}>
      <Story />
    </Element>
  );

/** The smallest phone Aayra is designed for: the story laid out in a 360 px wide column. */
export const atPhoneWidth = wrappedIn('div', {
  style: { width: '360px', maxWidth: '100%', outline: '1px dashed var(--aayra-color-border)' },
});

/** The story in a column no wider than the component is laid out in on Aayra's pages. */
export const inColumn = (maxWidth: string, element: Wrapper = 'div') =>
  wrappedIn(element, { style: { maxWidth } });

/**
 * Study material in a right-to-left script, marked up as a page in that language would be. Inside
 * a paragraph, pass 'span': it is shown as a block, so it still sets its own direction.
 */
export const rightToLeft = (lang: 'ar' | 'he', element: 'div' | 'span' = 'div') =>
  wrappedIn(element, { dir: 'rtl', lang, style: { display: 'block' } });
