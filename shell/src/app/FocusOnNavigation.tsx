import { useEffect, useRef } from 'react';
import { useLocation } from '@aayra/app-contract/router';
import { focusMainHeadingWhenShown } from './focus-main-heading';

/**
 * Focus follows navigation: after every change of page it moves to the new page's main heading.
 * Not on the first page a tab opens, where focus starts at the document (and its skip link).
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const firstPage = useRef(pathname);
  const navigated = useRef(false);
  useEffect(() => {
    if (!navigated.current && pathname === firstPage.current) return;
    navigated.current = true;
    return focusMainHeadingWhenShown();
  }, [pathname]);
  return null;
}
