import { onlineManager } from '@aayra/supabase/query';

/** How often a page that lost the backend checks whether it is back. */
export const RECHECK_MS = 5_000;

/** Set while an offline spell this module started lasts: the backend is checked until it answers. */
let recheck: ReturnType<typeof setInterval> | undefined;

/**
 * Whether the app works from what is saved on the device: TanStack's online state, which also
 * pauses the queries and mutations, or the browser's flag. That flag is only half of it. False means
 * offline, but true may be a network that reaches nothing (a captive portal, a dead router, or a page a
 * service worker opened while offline, which Chromium reports as online), so a request that fails
 * on the network counts too.
 */
export function isOffline(): boolean {
  return !onlineManager.isOnline() || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/**
 * TanStack's online state starts as online and follows the window's online and offline events, so
 * a page opened with no network would think it is online. The browser's own flag says how the page
 * starts; the events and the backend's answers then keep it current.
 */
export function startFromBrowserOnlineStatus(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
}

/** Ends an offline spell this module started (one the browser reported, the browser ends). */
function backOnline(): void {
  clearInterval(recheck);
  recheck = undefined;
  onlineManager.setOnline(true);
}

/**
 * The backend's fetch, noting what each request says about the connection: a failure on the
 * network makes the app offline (queries pause on their saved data instead of failing) until the
 * backend answers anything, to a request or to a check every few seconds.
 * @param backend  the backend's address, checked while it cannot be reached
 */
export function fetchNotingConnection(backend: string, fetchImpl: typeof fetch): typeof fetch {
  const lost = () => {
    onlineManager.setOnline(false);
    recheck ??= setInterval(() => {
      if (!isOffline()) return backOnline();
      fetchImpl(`${backend}/auth/v1/health`, { cache: 'no-store' }).then(backOnline, () => undefined);
    }, RECHECK_MS);
  };
  return async (input, init) => {
    try {
      const response = await fetchImpl(input, init);
      if (recheck !== undefined) backOnline();
      return response;
    } catch (error) {
      // A request the page cancelled says nothing about the network; fetch rejects a network
      // failure with a TypeError.
      if (error instanceof TypeError) lost();
      throw error;
    }
  };
}
