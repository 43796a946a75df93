import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack's online state starts as online and follows the window's online and offline events, so
 * a page opened with no network would think it is online: its queries would fail and retry instead
 * of waiting, and the restored data would be replaced by an error. The browser's own flag says how
 * the page starts; the events then keep it current.
 */
export function startFromBrowserOnlineStatus(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
}
