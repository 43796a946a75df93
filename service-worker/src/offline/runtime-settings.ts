import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';

export const RUNTIME_SETTINGS_CACHE = 'aayra-runtime-settings';
/** Decided at deploy time, so never in a build: where the backend and each remote live. */
export const RUNTIME_SETTINGS_PATHS = ['/remotes.json', '/runtime-config.json'];

/** Fetches the deploy's settings into the cache: the page that registered the worker read them first. */
export async function keepRuntimeSettingsNow(origin: string): Promise<void> {
  const cache = await caches.open(RUNTIME_SETTINGS_CACHE);
  await cache.addAll(RUNTIME_SETTINGS_PATHS.map((path) => new Request(origin + path, { cache: 'no-cache' })));
}

/**
 * The deploy's settings as last seen, at once, while the network's answer is kept for the next
 * load: a page's start-up waits on no round trip for them, offline or on a slow network, and a new
 * deploy's settings are read by the load after the one that fetched them (as the shell's worker is).
 * With none kept yet, the network answers.
 */
export function keepRuntimeSettings(origin: string): void {
  registerRoute(
    ({ url }) => url.origin === origin && RUNTIME_SETTINGS_PATHS.includes(url.pathname),
    new StaleWhileRevalidate({ cacheName: RUNTIME_SETTINGS_CACHE }),
  );
}
