import { mkdir } from 'node:fs/promises';
import { isLoopback } from '../config/loopback';
import { dirname, resolve } from 'node:path';
import { configFileOf, loadProjectConfig } from '../config/project-config';
import { testRunnerAddresses } from '../config/test-runner';
import type { Database } from '../db/database';
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
 * config.toml's [db] major_version is the version of the project's hosted Postgres: a server
 * given with --database-url must run it, or the migrations would be checked against another one.
 * PGlite is one version only, and says which.
 */
async function checkMajorVersion(db: Database, wanted: number | undefined, log: (line: string) => void): Promise<void> {
  if (wanted === undefined) return;
  const { rows } = await db.query<{ version: number }>(`select current_setting('server_version_num')::int / 10000 as version`);
  const running = Number(rows[0]?.version);
  if (running === wanted) return;
  if (db.kind === 'pglite') {
    log(`[stack] PGlite runs PostgreSQL ${running}; config.toml's [db] major_version = ${wanted} is checked with --database-url only`);
    return;
  }
  throw new Error(`config.toml: [db] major_version = ${wanted}, but the database at --database-url runs PostgreSQL ${running}`);
}

/**
 * Starts the whole local Supabase stack on one port: checks and reads config.toml (a setting the
 * stack would not honour stops it here), opens the database, applies bootstrap, migrations and
 * (for a new database) the seed, loads or makes the signing key, and serves.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const projectConfig = options.projectConfig ?? loadProjectConfig(configFileOf(options.projectDir && resolve(options.projectDir)));
  const runnerAddresses = options.testRunnerAddresses ?? testRunnerAddresses();
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  // PGlite makes its own folder but not the ones above it (.aayra/ on a fresh checkout).
  if (dataDir && !options.databaseUrl) await mkdir(dirname(dataDir), { recursive: true });
  const db = await openDatabase({
    ...(options.databaseUrl ? { databaseUrl: withStatementTimeout(options.databaseUrl) } : dataDir ? { dataDir } : {}),
  });
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  // The demo learner's password is in the README: only a stack no other machine can reach gets it.
  const seeding = (options.seed ?? true) && projectConfig.db.seed;
  const seed = seeding && isLoopback(host);
  if (seeding && !seed) log(`[stack] listening on ${host}, not a loopback address: the demo learner is not seeded`);
  try {
    await checkMajorVersion(db, projectConfig.db.majorVersion, log);
    await prepareDatabase(db, { seed, ...(options.projectDir ? { projectDir: resolve(options.projectDir) } : {}) });
    return await serveStack(db, { ...options, projectConfig, testRunnerAddresses: runnerAddresses });
  } catch (error) {
    await db.close();
    throw error;
  }
}

