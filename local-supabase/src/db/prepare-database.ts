import type { Database } from './database';
import {
  bootstrapFiles,
  migrationFiles,
  migrationVersion,
  seedFile,
  SUPABASE_DIR,
  type SqlFile,
} from './sql-files';

export interface PrepareOptions {
  /** Load supabase/seed.sql when the database had no migration applied before. */
  seed: boolean;
  /** The Supabase project folder whose migrations/ and seed.sql to apply; Aayra's by default. */
  projectDir?: string;
}

export interface PrepareReport {
  bootstrapped: string[];
  migrated: string[];
  seeded: boolean;
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

// Same table the Supabase CLI keeps, so a local database reads like a hosted one.
const TRACKING_TABLES = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key, statements text[], name text
  );
  create table if not exists supabase_migrations.local_bootstrap (
    name text primary key, checksum text not null, applied_at timestamptz not null default now()
  );
`;

async function applyInTransaction(db: Database, file: SqlFile, record: string): Promise<void> {
  try {
    await db.exec(`begin;\n${file.sql}\n;\n${record};\ncommit;`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Applying ${file.name} failed: ${reason}`, { cause: error });
  }
}

/**
 * Brings a database up to the project's schema: the local bootstrap (re-applied when a file
 * changed, so those files stay idempotent), then every migration not yet recorded, then the seed
 * when the database was new.
 */
export function prepareDatabase(db: Database, options: PrepareOptions): Promise<PrepareReport> {
  return db.withMigrationLock(() => bringUpToDate(db, options));
}

async function bringUpToDate(db: Database, options: PrepareOptions): Promise<PrepareReport> {
  const projectDir = options.projectDir ?? SUPABASE_DIR;
  await db.exec(TRACKING_TABLES);
  const report: PrepareReport = { bootstrapped: [], migrated: [], seeded: false };

  const bootstrapped = await db.query<{ name: string; checksum: string }>(
    'select name, checksum from supabase_migrations.local_bootstrap',
  );
  const knownChecksums = new Map(bootstrapped.rows.map((row) => [row.name, row.checksum]));
  // The bootstrap is the stack's own (what hosted Supabase provides), whichever project it serves.
  for (const file of bootstrapFiles()) {
    if (knownChecksums.get(file.name) === file.checksum) continue;
    await applyInTransaction(
      db,
      file,
      `insert into supabase_migrations.local_bootstrap (name, checksum) values (${literal(file.name)}, ${literal(file.checksum)})
       on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
    );
    report.bootstrapped.push(file.name);
  }

  const applied = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const appliedVersions = new Set(applied.rows.map((row) => row.version));
  const isNew = appliedVersions.size === 0;
  for (const file of migrationFiles(projectDir)) {
    const version = migrationVersion(file.name);
    if (appliedVersions.has(version)) continue;
    const name = file.name.replace(/^[^_]*_/, '').replace(/\.sql$/, '');
    await applyInTransaction(
      db,
      file,
      `insert into supabase_migrations.schema_migrations (version, name) values (${literal(version)}, ${literal(name)})`,
    );
    report.migrated.push(file.name);
  }

  const seed = seedFile(projectDir);
  if (options.seed && isNew && seed) {
    await applyInTransaction(db, seed, 'select 1');
    report.seeded = true;
  }
  return report;
}
