import statsStylesheet from './stats.css?raw';

const STYLE_ID = 'aayra-mf-stats';

/** Adds the dialog's layout stylesheet to the page once. */
export function installStatsStylesheet(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = statsStylesheet;
  doc.head.append(style);
}
