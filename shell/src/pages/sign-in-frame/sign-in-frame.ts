import { releasePainted } from '../landing/prerender/release-painted';

/**
 * The sign-in page's frame: on a visitor's first visit to /login, the prerendered page's boot
 * script paints the sign-in page as the sign-in area draws it (its heading, the form's boxes, no
 * working field) before any app script, and the app takes it away once the real page shows, in
 * the same boxes. What the boot script and the app agree on is here.
 */

/** Marks the painted frame, its stylesheet, and <html> while the frame stands in for the page. */
export const SIGN_IN_FRAME_ATTRIBUTE = 'data-sign-in-frame';

/** What the boot script paints: the page's markup and the sign-in area's stylesheet it needs. */
export interface SignInFrame {
  html: string;
  css: string;
}

/** Takes the frame away and shows the app, in one step (releasePainted); nothing if none. */
export const releaseSignInFrame = (): void => releasePainted(SIGN_IN_FRAME_ATTRIBUTE);
