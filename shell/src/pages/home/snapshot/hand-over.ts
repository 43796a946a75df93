import { HOME_SNAPSHOT_ATTRIBUTE } from './home-snapshot-format';

/**
 * Takes the painted picture away and shows the app, in one step (no frame in between): the
 * picture's element, the stylesheets it brought, and the mark on <html> that hides #root.
 */
export function releaseHomeSnapshot(): void {
  const html = document.documentElement;
  if (!html.hasAttribute(HOME_SNAPSHOT_ATTRIBUTE)) return;
  for (const element of document.querySelectorAll(`[${HOME_SNAPSHOT_ATTRIBUTE}]`)) if (element !== html) element.remove();
  html.removeAttribute(HOME_SNAPSHOT_ATTRIBUTE);
}
