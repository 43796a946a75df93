import type { Database } from './database';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';

export interface OpenDatabaseOptions {
  /** PGlite's data folder; in memory when neither this nor databaseUrl is given. */
  dataDir?: string;
  /** A Postgres connection string; wins over dataDir. */
  databaseUrl?: string;
}

/** The local stack's database: any Postgres by URL, else embedded PGlite. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ? { dataDir: options.dataDir } : {});
}
