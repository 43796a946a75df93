/** The id of the one <style> element; a prerendered page that inlines the sheet uses it too. */
export const DESIGN_SYSTEM_STYLE_ID = 'aayra-design-system';

/**
 * Adds a stylesheet that travels as text to the document head unless an element with its id is
 * already there (another React root, another remote, or a prerendered page that inlined it), so
 * it is present exactly once. `first` puts it before every other sheet, as tokens must be;
 * `after` right behind the sheet with that id, or first while that one is not there yet.
 */
export function installStylesheet(
  id: string,
  css: string,
  { doc = document, first = false, after }: { doc?: Document; first?: boolean; after?: string } = {},
): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  const preceding = after === undefined ? null : doc.getElementById(after);
  if (preceding) preceding.after(style);
  else if (first || after !== undefined) doc.head.prepend(style);
  else doc.head.append(style);
}

/**
 * A sheet whose text is fetched only where the page has not inlined it under its id: the shell's
 * prerendered page carries the design system's and the shell's, so no app's start-up pays for a
 * second copy; a dev server, a remote on its own or a test loads it.
 */
export function installStylesheetWhereMissing(
  id: string,
  loadText: () => Promise<string>,
  { doc = document, first = false }: { doc?: Document; first?: boolean } = {},
): Promise<void> {
  if (doc.getElementById(id)) return Promise.resolve();
  return loadText().then((css) => installStylesheet(id, css, { doc, first }));
}

export function installDesignSystemStylesheet(doc: Document = document): Promise<void> {
  return installStylesheetWhereMissing(DESIGN_SYSTEM_STYLE_ID, () => import('./stylesheet').then((sheet) => sheet.designSystemStylesheet), {
    doc,
    first: true,
  });
}
