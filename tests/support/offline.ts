import { expect, type Page } from '@playwright/test';

/** The version of each remote the app's worker serves now, by the remote's folder. */
export function keptRemoteVersions(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const versions: Record<string, string> = {};
    const current = await caches.open('aayra-remote-versions');
    for (const request of await current.keys()) {
      const folder = /\/mf\/([^/]+)\/offline-files\.json$/.exec(request.url)?.[1];
      const list = (await (await current.match(request))?.json()) as { version: string };
      if (folder) versions[folder] = list.version;
    }
    return versions;
  });
}

/** Waits until the app's worker controls the page and keeps every remote, as after a first visit. */
export async function waitUntilKeptOffline(page: Page, remoteCount = 5): Promise<void> {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(async () => Object.keys(await keptRemoteVersions(page)).length, { timeout: 30_000 }).toBe(remoteCount);
}

/** How many calls wait on this device to be sent (the app's queue in IndexedDB). */
export function queuedCallCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('aayra-queued-calls');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('queued-calls')) {
            database.close();
            return resolve(0);
          }
          const counting = database.transaction('queued-calls').objectStore('queued-calls').count();
          counting.onsuccess = () => resolve(counting.result);
          counting.onerror = () => reject(counting.error);
          database.close();
        };
      }),
  );
}
