import { useEffect, useState, type ReactNode } from 'react';
import { IsRestoringProvider, QueryClientProvider } from '@aayra/supabase/query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { Provider as JotaiProvider } from 'jotai';
import { appStore } from './app-store';
import { followAuthSession } from './auth/auth-session';
import { startFromBrowserOnlineStatus } from './offline-cache/connection';
import { createSavedQueriesPersister, keepCacheToOneLearner, savedQueriesOptions } from './offline-cache/saved-queries';
import { queryClient } from './query-client';

/** One QueryClient and one jotai store for the whole page: this module is a shared singleton. */
export { appStore, queryClient };

startFromBrowserOnlineStatus();
const persister = createSavedQueriesPersister();
keepCacheToOneLearner(queryClient, persister);
const persistOptions = savedQueriesOptions(persister);
// Saved data is what the learner saw last time, not what the server says now: pages show it at
// once, and fetch anew as soon as they can (offline, they wait), as a reload always did.
export const fetchSavedDataAnew = () => queryClient.invalidateQueries({ refetchType: 'none' });

let restoring: Promise<void> | undefined;
let restored = false;

/**
 * Restores the saved cache into the page's QueryClient, once. The app's start-up calls it as soon as
 * the client is configured and the session is followed, so the device's copy is read while the
 * page's code still loads and the first render already shows it; DataProviders calls it otherwise.
 * It waits for the session check, and hands back only the signed-in learner's cache.
 */
export function restoreSavedData(): Promise<void> {
  restoring ??= persistQueryClientRestore({ ...persistOptions, queryClient })
    .then(fetchSavedDataAnew)
    .catch(() => undefined)
    .finally(() => {
      restored = true;
    });
  return restoring;
}

/**
 * The page's data, with what the learner saw recently saved on the device and restored at start,
 * so pages show it offline and at once (offline-cache/saved-queries.ts says what is saved, how
 * long, and for whom). TanStack's PersistQueryClientProvider, with the restore begun before render.
 */
export function DataProviders({ children }: { children: ReactNode }) {
  // The saved cache is restored only once the page knows who is signed in.
  useEffect(() => followAuthSession(), []);
  const [isRestoring, setIsRestoring] = useState(() => !restored);
  useEffect(() => {
    if (!isRestoring) return persistQueryClientSubscribe({ ...persistOptions, queryClient });
    let mounted = true;
    void restoreSavedData().then(() => mounted && setIsRestoring(false));
    return () => {
      mounted = false;
    };
  }, [isRestoring]);
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={isRestoring}>
        <JotaiProvider store={appStore}>{children}</JotaiProvider>
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}
