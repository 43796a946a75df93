import { createStore, del, get, set } from 'idb-keyval';
import type { AsyncStorage } from '@tanstack/react-query-persist-client';
import { currentLearnerId, signedInLearnerId } from './cache-learner';

/** What is kept on the device: the saved cache and the learner whose data it is. */
interface LearnerCache {
  learnerId: string;
  cache: string;
}

/** Where the saved cache lives: its own IndexedDB database, apart from anything else the page keeps. */
const DATABASE = 'aayra-cache';
const STORE = 'queries';

/**
 * The saved query cache's storage on this device (IndexedDB through idb-keyval), for TanStack's
 * persister. Every write is labelled with the learner signed in, and a read hands back only that
 * learner's cache: on a shared device no one is shown another learner's data, even for a moment.
 * A cache found under another learner's name is deleted; one found while no one is signed in is
 * kept, since a learner whose session could not be renewed offline is still its owner.
 * Without IndexedDB (some private modes), nothing is saved and the app works online as before.
 */
export function deviceCacheStorage(): AsyncStorage<string> | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  const store = createStore(DATABASE, STORE);
  return {
    getItem: async (key) => {
      const [saved, learnerId] = await Promise.all([get<LearnerCache>(key, store), signedInLearnerId()]);
      if (!saved) return null;
      if (saved.learnerId === learnerId) return saved.cache;
      if (learnerId !== null) await del(key, store);
      return null;
    },
    setItem: async (key, cache) => {
      const learnerId = currentLearnerId();
      if (!learnerId) return;
      await set(key, { learnerId, cache } satisfies LearnerCache, store);
    },
    removeItem: (key) => del(key, store),
  };
}
