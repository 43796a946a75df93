import reviewsStylesheet from './reviews.css?raw';

const STYLE_ID = 'aayra-mf-reviews';

/** Adds mf-reviews' layout stylesheet to the page once, however many of its components mount. */
export function installReviewsStylesheet(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = reviewsStylesheet;
  doc.head.append(style);
}
