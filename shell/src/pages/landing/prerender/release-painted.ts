/**
 * Takes a picture the boot script painted away and shows the app, in one step (no frame in
 * between): the elements under `mark` (the picture and the stylesheets it brought) and the mark on
 * <html> that hides #root. Home's kept picture and the sign-in page's frame each have their mark.
 */
export function releasePainted(mark: string): void {
  const html = document.documentElement;
  if (!html.hasAttribute(mark)) return;
  for (const element of document.querySelectorAll(`[${mark}]`)) if (element !== html) element.remove();
  html.removeAttribute(mark);
}
