import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@aayra/supabase/query';
import {
  removeOldestQuery,
  type PersistQueryClientOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { authSessionAtom } from '../auth/auth-session';
import { appStore } from '../app-store';
import { KEPT_MS, NOT_SAVED_ON_DEVICE } from '../query-defaults';
import { currentLearnerId } from './cache-learner';
import { deviceCacheStorage } from './device-cache-storage';

/**
 * Changed whenever saved data changes shape (a query's fields, a key's layout): a cache saved by an
 * older Aayra is then dropped whole instead of being read as something it is not.
 */
export const SAVED_CACHE_VERSION = '2026-11-25';

/**
 * Only what the server answered: a failure or a load in progress is not worth showing offline.
 * No mutation is saved: an answer given offline waits in its own queue, not in this cache. Auth
 * tokens are never here; supabase-js keeps the session itself.
 */
function isSavedOnDevice(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.savedOnDevice !== NOT_SAVED_ON_DEVICE.savedOnDevice;
}

/** The query cache saved in IndexedDB by TanStack's persister. */
export function createSavedQueriesPersister(): Persister {
  return createAsyncStoragePersister({
    storage: deviceCacheStorage(),
    key: 'saved-queries',
    // Written as soon as the previous write is done (never two at once; changes meanwhile are
    // written together), not a second later: what the learner has just seen is on the device even
    // when the page is closed or reloaded the next moment.
    throttleTime: 0,
    // A device out of space keeps the newer queries rather than none; any other failure (no
    // IndexedDB in this private window) is not retried query by query.
    retry: (failed) => (failed.error.name === 'QuotaExceededError' ? removeOldestQuery(failed) : undefined),
  });
}

/**
 * Saved data older than a week is dropped, not shown as if current. Queries stay in memory as long
 * (query-defaults.ts): a query garbage-collected earlier would be written out of the saved cache.
 */
export function savedQueriesOptions(persister: Persister): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: KEPT_MS,
    buster: SAVED_CACHE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: isSavedOnDevice, shouldDehydrateMutation: () => false },
  };
}

/**
 * The cache is one learner's. When the learner who was signed in leaves (signs out, or another
 * learner signs in in another tab), their queries leave the page and the saved cache is removed.
 * Any sign-in also starts a fresh saved cache, so one kept while no one was signed in (a session
 * that could not be renewed offline) never lingers under someone else.
 */
export function keepCacheToOneLearner(queryClient: QueryClient, persister: Persister): () => void {
  let previous = currentLearnerId();
  return appStore.sub(authSessionAtom, () => {
    const learnerId = currentLearnerId();
    if (learnerId === undefined || learnerId === previous) return;
    const wasSignedIn = typeof previous === 'string';
    const wasKnown = previous !== undefined;
    previous = learnerId;
    // Queries only: a sign-in or sign-out in progress is a mutation that must see its end.
    if (wasSignedIn) queryClient.removeQueries();
    if (wasSignedIn || (wasKnown && learnerId !== null)) void persister.removeClient();
  });
}
