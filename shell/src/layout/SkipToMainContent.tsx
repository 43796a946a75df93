import type { MouseEvent } from 'react';
import { focusElement, mainHeading } from '../app/focus-main-heading';

export const MAIN_CONTENT_ID = 'main';

/**
 * The first Tab stop of every app page, shown when focused: it jumps over the top bar to the page's
 * heading (or its main area while the page loads). Moving focus in script keeps the address free
 * of '#main', which would count as a navigation.
 */
export function SkipToMainContent() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    focusElement(mainHeading(main) ?? main);
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
