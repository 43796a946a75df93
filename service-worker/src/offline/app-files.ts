import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// Filled in by the shell's build (tooling/scripts/precache-shell.mjs); a development build has none.
declare const self: { __WB_MANIFEST?: (PrecacheEntry | string)[] };

/** The page the server would answer a path with: the prerendered landing, or the page that boots the app. */
export function pageForPath(path: string): string {
  return path === '/landing' || path.startsWith('/landing/') ? '/landing/index.html' : '/index.html';
}

/**
 * The shell's page, scripts, styles and icons, kept at install: the app opens without a network.
 * A new shell is a new worker, whose list replaces this one once it takes over.
 */
export function keepAppFiles(): void {
  precacheAndRoute(self.__WB_MANIFEST ?? []);
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(async ({ url, request }) => (await matchPrecache(pageForPath(url.pathname))) ?? fetch(request)),
  );
}
