import type { Queryable } from '../db/database';
import { readCatalog, type Catalog } from './read-catalog';

/** A miss reloads the catalog at most this often, so unknown names cannot make it reread on every request. */
const RELOAD_AT_MOST_EVERY_MS = 1000;

/**
 * The catalog, read once per stack and kept: REST checks identifiers in requests against it and
 * realtime takes tables' columns from it. A miss reloads it (at most once a second), so a migration
 * applied while the stack runs is picked up.
 */
export function createCatalogCache(db: Queryable) {
  let current: Promise<Catalog> | undefined;
  let loadedAt = 0;
  const load = () => {
    loadedAt = Date.now();
    const loading = readCatalog(db);
    current = loading;
    loading.catch(() => {
      if (current === loading) current = undefined;
    });
    return loading;
  };
  return {
    get: (): Promise<Catalog> => current ?? load(),
    /** After a miss: a fresh catalog if the cached one is older than a second. */
    refresh: (): Promise<Catalog> => (Date.now() - loadedAt > RELOAD_AT_MOST_EVERY_MS ? load() : (current ?? load())),
    /**
     * What pick finds in the cached catalog, else in a refreshed one; undefined when neither has
     * it. Derived views of the catalog (REST's maps) are worked out once per catalog read.
     */
    async find<T>(pick: (catalog: Catalog) => T | undefined): Promise<{ catalog: Catalog; found: T | undefined }> {
      let catalog = await (current ?? load());
      let found = pick(catalog);
      if (found === undefined) {
        catalog = await (Date.now() - loadedAt > RELOAD_AT_MOST_EVERY_MS ? load() : (current ?? load()));
        found = pick(catalog);
      }
      return { catalog, found };
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
