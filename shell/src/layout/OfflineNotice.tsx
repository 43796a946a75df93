import { useCallback, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@aayra/supabase/query';

/** When the newest data on the page was fetched (saved data keeps its first time), if any. */
function newestDataTime(queryClient: QueryClient): number {
  return Math.max(0, ...queryClient.getQueryCache().getAll().map((query) => query.state.dataUpdatedAt));
}

/** The time on the device's clock; the day too when it was not today. */
export function savedAtText(savedAt: Date, now: Date): string {
  const time = savedAt.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  if (savedAt.toDateString() === now.toDateString()) return time;
  return `${savedAt.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}, ${time}`;
}

/**
 * One line while the browser is offline (TanStack's online state, which pauses the queries too):
 * what the pages show is what was saved on this device, and since when.
 */
export function OfflineNotice() {
  const queryClient = useQueryClient();
  const online = useSyncExternalStore(
    useCallback((changed: () => void) => onlineManager.subscribe(changed), []),
    () => onlineManager.isOnline(),
  );
  const savedAt = useSyncExternalStore(
    useCallback((changed: () => void) => queryClient.getQueryCache().subscribe(changed), [queryClient]),
    () => newestDataTime(queryClient),
  );
  if (online) return null;
  return (
    <p role="status" className="offline-notice">
      You are offline.
      {savedAt > 0 && ` Showing what was saved on this device at ${savedAtText(new Date(savedAt), new Date())}.`}
    </p>
  );
}
