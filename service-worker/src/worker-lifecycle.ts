import type { WorkerScope } from './worker-scope';

/** What a page posts when the learner chooses "Reload to update" (workbox-window's messageSkipWaiting). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * A new version of the worker waits while pages of the old one are open, so no page runs on one
 * version's page and the other's files; it takes over on the next visit, or at once when the
 * learner reloads to update. Once active it controls the open pages, so their files are kept.
 */
export function installWorkerLifecycle(scope: WorkerScope): void {
  scope.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void scope.skipWaiting();
  });
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
}
