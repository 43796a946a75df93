import type { Workbox } from 'workbox-window';
import { KEEP_FOR_OFFLINE } from '@aayra/service-worker/keep-for-offline';

/** Aayra's one service worker (the notifications use the same one). */
const SERVICE_WORKER_URL = '/sw.js';

let workbox: Workbox | undefined;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(waiting: boolean): void {
  updateWaiting = waiting;
  for (const listener of listeners) listener();
}

/**
 * Registers the worker that keeps the app's files for offline use. Only the app's page does this:
 * the landing loads no script. When a new version is installed while this page runs, it waits,
 * and the page offers to reload into it. workbox-window arrives with it, not with the page.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  import('workbox-window')
    .then(({ Workbox }) => {
      const registered = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
      workbox = registered;
      registered.addEventListener('waiting', () => setUpdateWaiting(true));
      return registered
        .register()
        // A worker just installed has not seen this page load its files, and a remote may have been
        // redeployed since the last visit: it is asked to keep them now, beside the page's own work.
        // The active worker, whichever page installed it: one an earlier page left installing is
        // not this page's own to workbox-window (getSW would wait for it forever).
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => registration.active?.postMessage(KEEP_FOR_OFFLINE));
    })
    .catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('Aayra could not register its service worker', error);
    });
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

export function onUpdateWaitingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lets the waiting version take over, then reloads into it once it controls this page. */
export function reloadToUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
