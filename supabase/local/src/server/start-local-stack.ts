import { mkdir } from 'node:fs/promises';
import { isLoopback } from '../config/loopback';
import { dirname, resolve } from 'node:path';
import { openDatabase } from '../db/open-database';
import { prepareDatabase } from '../db/prepare-database';
import { serveStack, type LocalStack, type LocalStackOptions } from './serve-stack';

// No request may hold a connection for long; set per connection, so it costs no round trip.
const STATEMENT_TIMEOUT = '15s';

function withStatementTimeout(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.searchParams.has('options')) url.searchParams.set('options', `-c statement_timeout=${STATEMENT_TIMEOUT}`);
  return url.toString();
}

/**
 * Starts the whole local Supabase stack on one port: opens the database, applies bootstrap,
 * migrations and (for a new database) the seed, loads or makes the signing key, and serves.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  // PGlite makes its own folder but not the ones above it (.aayra/ on a fresh checkout).
  if (dataDir && !options.databaseUrl) await mkdir(dirname(dataDir), { recursive: true });
  const db = await openDatabase({
    ...(options.databaseUrl ? { databaseUrl: withStatementTimeout(options.databaseUrl) } : dataDir ? { dataDir } : {}),
  });
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  // The demo learner's password is in the README: only a stack no other machine can reach gets it.
  const seed = (options.seed ?? true) && isLoopback(host);
  if ((options.seed ?? true) && !seed) log(`[stack] listening on ${host}, not a loopback address: the demo learner is not seeded`);
  try {
    await prepareDatabase(db, { seed, ...(options.projectDir ? { projectDir: resolve(options.projectDir) } : {}) });
    return await serveStack(db, options);
  } catch (error) {
    await db.close();
    throw error;
  }
}

