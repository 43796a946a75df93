import type { Database } from '../db/database';
import type { CatalogCache } from './catalog-cache';

/** The channel PostgREST listens on; hosted Supabase's DDL event triggers notify it. */
export const RELOAD_CHANNEL = 'pgrst';

export interface SchemaReloadOptions {
  /** Runs after each reload that read a new catalog (realtime attaches its trigger to new tables). */
  onReloaded?: () => Promise<void>;
  log: (line: string) => void;
}

/**
 * Reloads the stack's catalogs (the first is the one realtime and public REST read; the others are
 * further schemas REST exposes) when the database says its schema changed, as PostgREST does:
 * `NOTIFY pgrst, 'reload schema'` (or an empty payload), sent by hand or by the pgrst_ddl_watch /
 * pgrst_drop_watch event triggers on DDL. `'reload config'` is accepted and changes nothing: the
 * stack has no configuration kept in the database. A burst of notices is one reload (see
 * CatalogCache.reload); a failed reload keeps the previous catalog and is logged.
 * Returns the function that stops listening.
 */
export async function watchSchemaReloads(db: Database, catalogs: readonly CatalogCache[], options: SchemaReloadOptions): Promise<() => Promise<void>> {
  let stopped = false;
  let handled: Promise<unknown> | undefined;
  const reload = async () => {
    // Each catalog gives every notice of a burst the same reload; only the first notice follows it up.
    const reloadings = catalogs.map((catalog) => catalog.reload());
    if (reloadings[0] === handled) return;
    handled = reloadings[0];
    try {
      await Promise.all(reloadings);
    } catch (error) {
      if (!stopped) options.log(`[stack] schema reload failed, the previous schema stays in use: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (stopped || !options.onReloaded) return;
    await options.onReloaded().catch((error: unknown) => {
      if (!stopped) options.log(`[stack] after a schema reload: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  const unlisten = await db.listen(RELOAD_CHANNEL, (payload) => {
    const command = payload.trim().toLowerCase();
    if (command === '' || command === 'reload schema') void reload();
    else if (command !== 'reload config') options.log(`[stack] ignored NOTIFY ${RELOAD_CHANNEL} '${payload}': only 'reload schema' and 'reload config' are understood`);
  });
  return async () => {
    stopped = true;
    await unlisten();
  };
}
