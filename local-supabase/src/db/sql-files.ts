import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** supabase/ (the Supabase CLI layout): migrations/ and seed.sql. */
export const SUPABASE_DIR = fileURLToPath(new URL('../../../supabase/', import.meta.url));
/** What hosted Supabase provides and plain Postgres lacks, recreated by the local stack (its own bootstrap/). */
const BOOTSTRAP_DIR = fileURLToPath(new URL('../../bootstrap/', import.meta.url));

export interface SqlFile {
  name: string;
  sql: string;
  checksum: string;
}

function readSqlFile(dir: string, name: string): SqlFile {
  const sql = readFileSync(`${dir}/${name}`, 'utf8');
  return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
}

function sqlFilesIn(dir: string): SqlFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readSqlFile(dir, name));
}

/** What hosted Supabase already provides, recreated for plain Postgres (local only). */
export const bootstrapFiles = () => sqlFilesIn(BOOTSTRAP_DIR);

export const migrationFiles = (supabaseDir = SUPABASE_DIR) =>
  sqlFilesIn(`${supabaseDir}/migrations`);

export function seedFile(supabaseDir = SUPABASE_DIR): SqlFile | undefined {
  return existsSync(`${supabaseDir}/seed.sql`) ? readSqlFile(supabaseDir, 'seed.sql') : undefined;
}

/** The version the Supabase CLI records for a migration: the timestamp before the first '_'. */
export const migrationVersion = (name: string) => name.split('_')[0] ?? name;
