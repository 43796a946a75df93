import { useEffect, type ReactNode } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
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

/**
 * The page's data, with what the learner saw recently saved on the device and restored at start,
 * so pages show it offline (offline-cache/saved-queries.ts says what is saved, how long, and for whom).
 */
export function DataProviders({ children }: { children: ReactNode }) {
  // The saved cache is restored only once the page knows who is signed in.
  useEffect(() => followAuthSession(), []);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={fetchSavedDataAnew}>
      <JotaiProvider store={appStore}>{children}</JotaiProvider>
    </PersistQueryClientProvider>
  );
}
