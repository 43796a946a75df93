import css from './session-flow.css?raw';

const STYLE_ID = 'aayra-session-flow';

/** Adds this remote's small layout sheet once, however many of its pages or widgets load. */
export function installSessionFlowStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  doc.head.append(style);
}
