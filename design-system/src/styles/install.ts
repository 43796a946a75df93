import { designSystemStylesheet } from './stylesheet';

/** The id of the one <style> element; a prerendered page that inlines the sheet uses it too. */
export const DESIGN_SYSTEM_STYLE_ID = 'aayra-design-system';

/**
 * Adds the stylesheet to the document head unless it is already there (another React root,
 * or a prerendered page that inlined it), so it is present exactly once.
 */
export function installDesignSystemStylesheet(doc: Document = document): void {
  if (doc.getElementById(DESIGN_SYSTEM_STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = DESIGN_SYSTEM_STYLE_ID;
  style.textContent = designSystemStylesheet;
  doc.head.prepend(style);
}
