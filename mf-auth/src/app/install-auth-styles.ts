import css from './auth.css?raw';

const STYLE_ID = 'aayra-mf-auth';

/**
 * The remote's layout CSS travels as text and is added to the page once, like the design system's
 * stylesheet, so it works the same in the shell and in the standalone harness.
 */
export function installAuthStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  doc.head.append(style);
}
