import { installStylesheet } from '@aayra/design-system/stylesheet';
import reviewsStylesheet from './reviews.css?raw';

/** Adds mf-reviews' layout stylesheet to the page once, however many of its components mount. */
export function installReviewsStylesheet(doc: Document = document): void {
  installStylesheet('aayra-mf-reviews', reviewsStylesheet, { doc });
}
