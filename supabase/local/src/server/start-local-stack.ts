import { resolve } from 'node:path';
import { openDatabase, prepareDatabase, runAsCaller } from '../db/index';
import { serveStack, type LocalStack, type LocalStackOptions } from './serve-stack';

/**
 * Starts the whole local Supabase stack on one port: opens the database, applies bootstrap,
 * migrations and (for a new database) the seed, loads or makes the signing key, and serves.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const db = await openDatabase({
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : dataDir ? { dataDir } : {}),
  });
  try {
    await prepareDatabase(db, { seed: options.seed ?? true });
    return await serveStack({ db, runAsCaller: (caller, fn) => runAsCaller(db, caller, fn) }, options);
  } catch (error) {
    await db.close();
    throw error;
  }
}

