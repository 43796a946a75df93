/** Where the shell serves Aayra's service worker, and the pages it controls. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

let registering: Promise<ServiceWorkerRegistration> | undefined;

/**
 * Registers /sw.js once per page and resolves when its worker is active, because only an active
 * worker can show notifications. A failed registration is forgotten so the next call tries again.
 */
export function activeServiceWorker(): Promise<ServiceWorkerRegistration> {
  registering ??= navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
    .then(() => navigator.serviceWorker.ready)
    .catch((error: unknown) => {
      registering = undefined;
      throw error;
    });
  return registering;
}
