import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

export const RUNTIME_SETTINGS_CACHE = 'aayra-runtime-settings';
/** Decided at deploy time, so never in a build: where the backend and each remote live. */
export const RUNTIME_SETTINGS_PATHS = ['/remotes.json', '/runtime-config.json'];

/** Fetches the deploy's settings into the cache: the page that registered the worker read them first. */
export async function keepRuntimeSettingsNow(origin: string): Promise<void> {
  const cache = await caches.open(RUNTIME_SETTINGS_CACHE);
  await cache.addAll(RUNTIME_SETTINGS_PATHS.map((path) => new Request(origin + path, { cache: 'no-cache' })));
}

/** The deploy's settings from the network when it answers, else as last seen: offline, the app still boots. */
export function keepRuntimeSettings(origin: string): void {
  registerRoute(
    ({ url }) => url.origin === origin && RUNTIME_SETTINGS_PATHS.includes(url.pathname),
    new NetworkFirst({ cacheName: RUNTIME_SETTINGS_CACHE, networkTimeoutSeconds: 5 }),
  );
}
