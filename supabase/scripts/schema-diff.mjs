// Compares the two ways Aayra's database is described: the migrations (what every database runs,
// in supabase/migrations/) and the declarative schema (supabase/schemas/: the current definition
// of every object, one file per domain, in the order of config.toml's [db.migrations]
// schema_paths, as the Supabase CLI reads it). Each is applied to a new database of one
// PostgreSQL server after the local stack's bootstrap, by the code every local database is
// prepared with, and @pgkit/migra (the diff engine of `supabase db diff`) writes the statements
// that take the migrations' database to the schema files' one.
//
// migra reads neither function, column nor schema privileges, casts, publications, comments nor
// rows. Those are read from both catalogs here: privileges, casts and publications come out as
// statements too; a comment or a row of product data that differs is reported, to be written by
// hand (a generated INSERT or UPDATE could not tell a new plan from a renamed one).
import { mkdtempSync, copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@pgkit/client';
import { run as migra } from '@pgkit/migra';
// The databases are prepared by the local stack's own code (TypeScript: run from Node, the caller
// registers local-supabase/bin/ts-loader.mjs first, as db-diff.mjs does).
import { openPostgres } from '@aayra/local-stack/postgres-database';
import { prepareDatabase } from '@aayra/local-stack/prepare-database';

export const SUPABASE_DIR = fileURLToPath(new URL('../', import.meta.url));
const { parse: parseToml } = createRequire(
  fileURLToPath(new URL('../../local-supabase/package.json', import.meta.url)),
)('smol-toml');

/**
 * The schema files in the order they apply: config.toml's [db.migrations] schema_paths (paths
 * relative to supabase/, as the CLI reads them). A file of schemas/ left out of the list would
 * silently never apply, so it is refused.
 */
export function schemaFiles(supabaseDir = SUPABASE_DIR) {
  const config = parseToml(readFileSync(join(supabaseDir, 'config.toml'), 'utf8'));
  const listed = config.db?.migrations?.schema_paths ?? [];
  if (listed.length === 0) throw new Error('config.toml lists no [db.migrations] schema_paths');
  const files = listed.map((path) => resolve(supabaseDir, path));
  const present = readdirSync(join(supabaseDir, 'schemas'))
    .filter((name) => name.endsWith('.sql'))
    .map((name) => resolve(supabaseDir, 'schemas', name));
  const unlisted = present.filter((file) => !files.includes(file));
  if (unlisted.length > 0)
    throw new Error(`Schema files missing from config.toml's schema_paths: ${unlisted.join(', ')}`);
  return files;
}

const databaseUrl = (superuserUrl, name) => {
  const url = new URL(superuserUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withDatabase(url, fn) {
  const db = await openPostgres(url, { maxConnections: 1 });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** A new database prepared from a project folder's migrations/ (bootstrap first, no seed). */
async function buildDatabase(superuserUrl, name, projectDir) {
  await withDatabase(superuserUrl, async (db) => {
    await db.exec(`drop database if exists "${name}" with (force)`);
    await db.exec(`create database "${name}"`);
  });
  const url = databaseUrl(superuserUrl, name);
  await withDatabase(url, (db) => prepareDatabase(db, { seed: false, projectDir }));
  return url;
}

/** A project folder whose migrations are the schema files, in their order. */
function schemaProject(supabaseDir) {
  const dir = mkdtempSync(join(tmpdir(), 'aayra-schemas-'));
  mkdirSync(join(dir, 'migrations'));
  schemaFiles(supabaseDir).forEach((file, index) => {
    const name = file.split('/').pop();
    copyFileSync(file, join(dir, 'migrations', `${String(index + 1).padStart(4, '0')}_${name}`));
  });
  return dir;
}

// ---------------------------------------------------------------- what migra does not read
const SYSTEM = `('pg_catalog', 'information_schema', 'pg_toast')`;
const grantee = `coalesce(quote_ident(r.rolname), 'PUBLIC')`;

const CATALOG = {
  functionPrivileges: `
    select format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as object,
           ${grantee} as grantee, lower(a.privilege_type) as privilege
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
      left join pg_roles r on r.oid = a.grantee
     where n.nspname not in ${SYSTEM} and a.grantee <> p.proowner`,
  columnPrivileges: `
    select format('%I.%I', n.nspname, c.relname) as object, quote_ident(a.attname) as column,
           ${grantee} as grantee, lower(x.privilege_type) as privilege
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
     cross join lateral aclexplode(a.attacl) x
      left join pg_roles r on r.oid = x.grantee
     where n.nspname not in ${SYSTEM} and a.attacl is not null`,
  schemaPrivileges: `
    select quote_ident(n.nspname) as object, ${grantee} as grantee, lower(a.privilege_type) as privilege
      from pg_namespace n
     cross join lateral aclexplode(coalesce(n.nspacl, acldefault('n', n.nspowner))) a
      left join pg_roles r on r.oid = a.grantee
     where n.nspname not in ${SYSTEM} and a.grantee <> n.nspowner`,
  casts: `
    select format('(%s AS %s)', c.castsource::regtype, c.casttarget::regtype) as object,
           case c.castmethod when 'i' then 'WITH INOUT' when 'b' then 'WITHOUT FUNCTION'
             else format('WITH FUNCTION %s', c.castfunc::regprocedure) end
           || case c.castcontext when 'a' then ' AS ASSIGNMENT' when 'i' then ' AS IMPLICIT' else '' end as how
      from pg_cast c where c.oid >= 16384`,
  publications: `
    select quote_ident(pubname) as publication, format('%I.%I', schemaname, tablename) as object
      from pg_publication_tables`,
  comments: `
    select pg_describe_object(d.classoid, d.objoid, d.objsubid) as object, d.description
      from pg_description d where d.objoid >= 16384`,
  tables: `
    select format('%I.%I', n.nspname, c.relname) as object,
           coalesce(array_agg(quote_literal(a.attname)) filter (
             where a.atttypid in ('timestamptz'::regtype, 'timestamp'::regtype, 'bytea'::regtype)), '{}') as unstable
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relkind in ('r', 'p') and n.nspname not in ${SYSTEM} and n.nspname <> 'supabase_migrations'
     group by n.nspname, c.relname`,
};

async function readCatalog(url) {
  return withDatabase(url, async (db) => {
    const out = {};
    for (const [name, sql] of Object.entries(CATALOG)) out[name] = (await db.query(sql)).rows;
    // Rows compared without what differs between two databases by nature: when a row was
    // written (timestamps) and keys made at random (bytea).
    out.rows = [];
    for (const { object, unstable } of out.tables) {
      const without = unstable.length > 0 ? ` - array[${unstable.join(', ')}]::text[]` : '';
      const { rows } = await db.query(`select (to_jsonb(t)${without})::text as row from ${object} t`);
      for (const { row } of rows) out.rows.push({ object, row });
    }
    return out;
  });
}

const keyOf = (row) => JSON.stringify(row);
function difference(from, to) {
  const before = new Set(from.map(keyOf));
  const after = new Set(to.map(keyOf));
  return {
    added: to.filter((row) => !before.has(keyOf(row))),
    removed: from.filter((row) => !after.has(keyOf(row))),
  };
}

function catalogChanges(from, to) {
  const statements = [];
  const byHand = [];
  let d = difference(from.schemaPrivileges, to.schemaPrivileges);
  for (const p of d.removed) statements.push(`revoke ${p.privilege} on schema ${p.object} from ${p.grantee};`);
  for (const p of d.added) statements.push(`grant ${p.privilege} on schema ${p.object} to ${p.grantee};`);
  d = difference(from.functionPrivileges, to.functionPrivileges);
  for (const p of d.removed) statements.push(`revoke ${p.privilege} on function ${p.object} from ${p.grantee};`);
  for (const p of d.added) statements.push(`grant ${p.privilege} on function ${p.object} to ${p.grantee};`);
  d = difference(from.columnPrivileges, to.columnPrivileges);
  for (const p of d.removed) statements.push(`revoke ${p.privilege} (${p.column}) on table ${p.object} from ${p.grantee};`);
  for (const p of d.added) statements.push(`grant ${p.privilege} (${p.column}) on table ${p.object} to ${p.grantee};`);
  d = difference(from.casts, to.casts);
  for (const c of d.removed) statements.push(`drop cast ${c.object};`);
  for (const c of d.added) statements.push(`create cast ${c.object} ${c.how};`);
  d = difference(from.publications, to.publications);
  for (const p of d.removed) statements.push(`alter publication ${p.publication} drop table ${p.object};`);
  for (const p of d.added) statements.push(`alter publication ${p.publication} add table ${p.object};`);
  d = difference(from.comments, to.comments);
  for (const c of [...d.removed, ...d.added]) byHand.push(`the comment on ${c.object}`);
  d = difference(from.rows, to.rows);
  const tables = new Set([...d.removed, ...d.added].map((r) => r.object));
  for (const table of tables) byHand.push(`the rows of ${table} (product data)`);
  return { statements, byHand: [...new Set(byHand)] };
}

/**
 * What takes a database built by the migrations to the one the schema files describe.
 * `sql` is empty when they agree; `byHand` names what differs and has to be written by hand.
 */
export async function schemaDiff({ superuserUrl, supabaseDir = SUPABASE_DIR }) {
  const suffix = `${process.pid}_${Date.now()}`;
  const names = [`aayra_from_migrations_${suffix}`, `aayra_from_schemas_${suffix}`];
  const project = schemaProject(supabaseDir);
  try {
    // One after the other: the bootstrap creates the server's roles, which both would race for.
    const fromUrl = await buildDatabase(superuserUrl, names[0], supabaseDir);
    const toUrl = await buildDatabase(superuserUrl, names[1], project);
    const [from, to] = [createClient(fromUrl), createClient(toUrl)];
    let migration;
    try {
      migration = await migra(from, to, { unsafe: true, withPrivileges: true });
    } finally {
      await Promise.all([from.end(), to.end()]);
    }
    const catalog = catalogChanges(await readCatalog(fromUrl), await readCatalog(toUrl));
    const sql = [migration.sql.trim(), ...catalog.statements].filter(Boolean).join('\n\n');
    return { sql, byHand: catalog.byHand };
  } finally {
    rmSync(project, { recursive: true, force: true });
    await withDatabase(superuserUrl, async (db) => {
      for (const name of names) await db.exec(`drop database if exists "${name}" with (force)`);
    });
  }
}
