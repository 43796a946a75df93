// The migration generator of the declarative schema (supabase/schemas/README.md):
//
//   node supabase/scripts/db-diff.mjs <name>   writes what the migrations lack to
//                                              supabase/migrations/<version>_<name>.sql
//   node supabase/scripts/db-diff.mjs --check  exits 1, printing the difference, when the schema
//                                              files and the migrations disagree
//
// Both are applied to throwaway PostgreSQL 15 databases and compared (schema-diff.mjs). What has
// to be written by hand (product data rows, comments) is named and makes the script exit 1.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { startPostgres15 } from '../../tooling/scripts/postgres15.mjs';

// The local stack's code that prepares the databases is TypeScript, compiled as imported.
register('../../local-supabase/bin/ts-loader.mjs', import.meta.url);
const { schemaDiff, SUPABASE_DIR } = await import('./schema-diff.mjs');

const args = process.argv.slice(2);
const check = args.includes('--check');
const name = args.find((arg) => !arg.startsWith('--'));
if (!check && !/^[a-z0-9]+(_[a-z0-9]+)*$/.test(name ?? '')) {
  console.error('Usage: node supabase/scripts/db-diff.mjs <name_in_snake_case> | --check');
  process.exit(2);
}

const postgres = await startPostgres15();
let diff;
try {
  diff = await schemaDiff({ superuserUrl: postgres.url });
} finally {
  await postgres.stop();
}

const byHand = diff.byHand.map((what) => `-- To write by hand: ${what}.`).join('\n');
if (!diff.sql && !byHand) {
  console.log('The schema files and the migrations agree.');
  process.exit(0);
}

if (check) {
  console.error(
    'The schema files (supabase/schemas/) and the migrations disagree. Taking the migrations to the schema files needs:\n',
  );
  console.error([diff.sql, byHand].filter(Boolean).join('\n\n'));
  console.error('\nRun `pnpm run db:diff <name>` to write it as a migration (supabase/schemas/README.md).');
  process.exit(1);
}

/**
 * The CLI's version: the UTC time as YYYYMMDDHHMMSS, moved after the newest migration so the
 * new file applies last even when the newest is dated ahead.
 */
function nextVersion() {
  const now = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const versions = readdirSync(join(SUPABASE_DIR, 'migrations'))
    .map((file) => file.split('_')[0])
    .filter((version) => /^\d{14}$/.test(version ?? ''))
    .sort();
  const newest = versions.at(-1);
  return newest && newest >= now ? String(BigInt(newest) + 1n) : now;
}

const file = join(SUPABASE_DIR, 'migrations', `${nextVersion()}_${name}.sql`);
if (existsSync(file)) throw new Error(`${file} exists`);
writeFileSync(
  file,
  `-- Written by supabase/scripts/db-diff.mjs from the schema files (supabase/schemas/).\n\n${[diff.sql, byHand].filter(Boolean).join('\n\n')}\n`,
);
console.log(`Wrote ${file}`);
if (byHand) {
  console.error(`${byHand}\nmigra cannot write these: add them to the migration before committing.`);
  process.exit(1);
}
