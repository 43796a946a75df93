import { expect, type Page } from '@playwright/test';
import { PRELOAD_MARK } from './page-scripts.mjs';

/** The remotes of Aayra: folder (where it is deployed) and federation name. */
export const remoteApps = [
  { folder: 'mf-auth', name: 'mf_auth', page: '/login', marker: { role: 'heading', name: 'Sign In' } },
  { folder: 'mf-session-flow', name: 'mf_session_flow', page: '/new-session', marker: { role: 'heading', name: 'New Session' } },
  { folder: 'mf-reviews', name: 'mf_reviews', page: '/pending-reviews', marker: { role: 'heading', name: 'Pending Reviews' } },
  { folder: 'mf-stats', name: 'mf_stats', page: '/home', marker: { role: 'button', name: 'Aayra: open Study Stats' } },
  { folder: 'mf-notifications', name: 'mf_notifications', page: '/settings/notifications', marker: { role: 'heading', name: 'Notification Settings' } },
] as const;

export interface SharedEntry {
  version: string;
  from: string;
  loaded: boolean;
}

/** The federation share scope of the page: which copy of each shared library is in use. */
export function readShareScope(page: Page): Promise<Record<string, SharedEntry[]>> {
  return page.evaluate(() => {
    const federation = (globalThis as unknown as {
      __FEDERATION__: { __INSTANCES__: { name: string; shareScopeMap: Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>> }[] };
    }).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
    if (!host) throw new Error('The shell federation instance is missing.');
    const scope = host.shareScopeMap.default ?? {};
    return Object.fromEntries(
      Object.entries(scope).map(([pkg, versions]) => [
        pkg,
        Object.entries(versions).map(([version, entry]) => ({ version, from: entry.from, loaded: Boolean(entry.loaded) })),
      ]),
    );
  });
}

export { PRELOAD_MARK } from './page-scripts.mjs';

/** Waits until the page has started its idle preloading of the other remotes, and the network is quiet. */
export async function waitForIdlePreloading(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, PRELOAD_MARK), { timeout: 15_000 }).toBe(1);
  await page.waitForLoadState('networkidle');
}
