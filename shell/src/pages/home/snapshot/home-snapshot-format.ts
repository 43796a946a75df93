/**
 * Home's last picture, kept on the device for the learner who saw it: the page's prerendered boot
 * script paints it on a repeat visit before any app script runs, and the app hands over to the real
 * page once that shows its figures. What the boot script and the app agree on is here.
 */

/** The localStorage key of the one picture kept (the last learner's to open Home on this device). */
export const HOME_SNAPSHOT_KEY = 'aayra-home-snapshot';

/** Marks the painted picture, its stylesheets, and <html> while the picture stands in for the app. */
export const HOME_SNAPSHOT_ATTRIBUTE = 'data-home-snapshot';

/** The mark's value on Home's frame, painted when no picture is kept: it shows no one's figures. */
export const HOME_FRAME_MARK = 'frame';

/** Set on <html> by the boot script: the version of the app's scripts this page runs. */
export const APP_BUILD_ATTRIBUTE = 'data-app-build';

/** A picture older than a week is not shown: it would be a memory, not the learner's Home. */
export const HOME_SNAPSHOT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Markup and styles together; a bigger Home is not kept (localStorage is small and synchronous). */
export const HOME_SNAPSHOT_MAX_CHARS = 100_000;

/** The picture goes away on its own after this long, whatever the app did meanwhile. */
export const HOME_SNAPSHOT_RELEASE_MS = 8000;

/** The stylesheets that draw the picture, beyond those the prerendered page carries. */
export interface SnapshotStyle {
  id: string;
  css: string;
}

export interface HomeSnapshot {
  /** The learner whose Home this is (supabase's user id). */
  learner: string;
  /** The app's build that drew it: another build's markup may not match its stylesheets. */
  build: string;
  /** When it was taken (ms since the epoch). */
  savedAt: number;
  html: string;
  styles: SnapshotStyle[];
}
