import type { Queryable } from '../db/database';
import { readCatalog, type Catalog } from './read-catalog';

/** A miss reloads the catalog at most this often, so unknown names cannot make it reread on every request. */
const RELOAD_AT_MOST_EVERY_MS = 1000;
/**
 * A schema reload waits for this much quiet, and at most RELOAD_WAITS_AT_MOST_MS after it was
 * asked for: a burst of DDL (a migration of a hundred statements) is one reread, not a hundred.
 */
const RELOAD_QUIET_MS = 30;
const RELOAD_WAITS_AT_MOST_MS = 300;

/**
 * The catalog, read once per stack and kept: REST checks identifiers in requests against it and
 * realtime takes tables' columns from it. A schema reload (NOTIFY pgrst, which DDL sends; see
 * schema-reloads.ts) rereads it; so does a miss (at most once a second), for a database without
 * the event triggers that send the notice.
 */
export function createCatalogCache(db: Queryable, schema = 'public') {
  let current: Promise<Catalog> | undefined;
  let loadedAt = 0;
  const load = () => {
    loadedAt = Date.now();
    const loading = readCatalog(db, schema);
    current = loading;
    loading.catch(() => {
      if (current === loading) current = undefined;
    });
    return loading;
  };

  // Schema reloads: asked for ones gather in `waiting` until the quiet time has passed, then are
  // read once; one reread at a time. Until the newest settles, requests wait for it (`newest`,
  // which falls back to the previous catalog) rather than answer from a catalog about to go.
  let waiting: { reread: Promise<Catalog>; start: () => void; askedAt: number } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let rereading = false;
  let newest: Promise<Catalog> | undefined;
  const startWaiting = () => {
    timer = undefined;
    if (rereading || !waiting) return;
    const { start } = waiting;
    waiting = undefined;
    rereading = true;
    start();
  };
  const reread = async (): Promise<Catalog> => {
    try {
      const read = await readCatalog(db, schema);
      current = Promise.resolve(read);
      loadedAt = Date.now();
      return read;
    } finally {
      rereading = false;
      if (waiting && !timer) startWaiting();
    }
  };

  const settled = () => newest ?? current ?? load();
  return {
    get: (): Promise<Catalog> => settled(),
    /**
     * Rereads the catalog soon (see RELOAD_QUIET_MS); calls made while one waits share it. The
     * new reading replaces the cached one only once it is complete: a failed reload keeps the
     * previous catalog, and the promise rejects so the caller can say so.
     */
    reload(): Promise<Catalog> {
      const now = Date.now();
      if (!waiting) {
        let start = () => {};
        const next = new Promise<void>((resolve) => (start = resolve)).then(reread);
        waiting = { reread: next, start: () => start(), askedAt: now };
        const fallBack = next.catch(() => current ?? load());
        newest = fallBack;
        void fallBack.then(() => {
          if (newest === fallBack) newest = undefined;
        });
      }
      clearTimeout(timer);
      timer = setTimeout(startWaiting, Math.max(0, Math.min(RELOAD_QUIET_MS, waiting.askedAt + RELOAD_WAITS_AT_MOST_MS - now)));
      timer.unref();
      return waiting.reread;
    },
    /** After a miss: a fresh catalog if the cached one is older than a second. */
    refresh: (): Promise<Catalog> => (Date.now() - loadedAt > RELOAD_AT_MOST_EVERY_MS ? load() : settled()),
    /**
     * What pick finds in the cached catalog, else in a refreshed one; undefined when neither has
     * it. Derived views of the catalog (REST's maps) are worked out once per catalog read.
     */
    async find<T>(pick: (catalog: Catalog) => T | undefined): Promise<{ catalog: Catalog; found: T | undefined }> {
      let catalog = await settled();
      let found = pick(catalog);
      if (found === undefined) {
        catalog = await (Date.now() - loadedAt > RELOAD_AT_MOST_EVERY_MS ? load() : settled());
        found = pick(catalog);
      }
      return { catalog, found };
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
