// Generates supabase/src/database.types.ts from the live schema of a freshly migrated PGlite, in
// the shape supabase-js v2 expects. `--check` only compares and exits 1 when the file is stale.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

const SUPABASE_DIR = fileURLToPath(new URL('../', import.meta.url));
const TARGET = `${SUPABASE_DIR}src/database.types.ts`;
const SCHEMA = 'public';

const sqlFiles = (dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(`${dir}/${name}`, 'utf8'));

async function migratedDatabase() {
  const db = await PGlite.create({ extensions: { pgcrypto } });
  for (const sql of [
    ...sqlFiles(`${SUPABASE_DIR}local/bootstrap`),
    ...sqlFiles(`${SUPABASE_DIR}migrations`),
  ]) {
    await db.exec(sql);
  }
  return db;
}

const SCALARS = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  json: 'Json',
  jsonb: 'Json',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  name: 'string',
  citext: 'string',
  uuid: 'string',
  date: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  interval: 'string',
  bytea: 'string',
  inet: 'string',
  void: 'undefined',
  record: 'Json',
};

function tsType(type, enums) {
  if (type.startsWith('_')) return `${tsType(type.slice(1), enums)}[]`;
  if (enums.has(type)) return `Database["${SCHEMA}"]["Enums"]["${type}"]`;
  return SCALARS[type] ?? 'unknown';
}

const key = (name) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));

async function introspect(db) {
  const q = async (sql) => (await db.query(sql, [SCHEMA])).rows;
  const enumRows = await q(`
    select t.typname as name, e.enumlabel as label
    from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = $1 order by t.typname, e.enumsortorder`);
  const enums = new Map();
  for (const { name, label } of enumRows) enums.set(name, [...(enums.get(name) ?? []), label]);

  const relations = await q(`
    select c.relname as name, c.relkind as kind
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') order by c.relname`);
  const columns = await q(`
    select c.relname as relation, a.attname as name, t.typname as type, a.attnotnull as not_null,
           a.atthasdef as has_default, a.attidentity <> '' as is_identity, a.attgenerated <> '' as is_generated
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    where n.nspname = $1 and a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm')
    order by c.relname, a.attname`);
  const foreignKeys = await q(`
    select con.conname as name, c.relname as relation, rc.relname as referenced,
           array(select a.attname from unnest(con.conkey) with ordinality k(num, pos)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.pos)::text[] as columns,
           array(select a.attname from unnest(con.confkey) with ordinality k(num, pos)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.pos)::text[] as referenced_columns,
           exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                   and (select array_agg(x order by x) from unnest(u.conkey) x) = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
    where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
    order by c.relname, con.conname`);
  const functions = await q(`
    select p.proname as name, p.proretset as returns_set, rt.typname as return_type,
           p.pronargs as arg_count, p.pronargdefaults as default_count,
           coalesce(p.proargnames, array[]::text[]) as arg_names,
           coalesce(p.proargmodes::text[], array[]::text[]) as arg_modes,
           array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, pos)
                 join pg_type t on t.oid = a.oid order by a.pos)::text[] as arg_types
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
    where n.nspname = $1 and p.prokind = 'f' and rt.typname <> 'trigger'
    order by p.proname, p.oid`);
  return { enums, relations, columns, foreignKeys, functions };
}

function render({ enums, relations, columns, foreignKeys, functions }) {
  const lines = [];
  const out = (indent, text) => lines.push(`${'  '.repeat(indent)}${text}`);
  const columnsOf = (relation) => columns.filter((c) => c.relation === relation);
  const relationships = (relation) => {
    const fks = foreignKeys.filter((f) => f.relation === relation);
    if (fks.length === 0) return ['Relationships: []'];
    const body = ['Relationships: ['];
    for (const f of fks) {
      body.push('  {');
      body.push(`    foreignKeyName: ${JSON.stringify(f.name)}`);
      body.push(`    columns: [${f.columns.map((c) => JSON.stringify(c)).join(', ')}]`);
      body.push(`    isOneToOne: ${f.one_to_one}`);
      body.push(`    referencedRelation: ${JSON.stringify(f.referenced)}`);
      body.push(
        `    referencedColumns: [${f.referenced_columns.map((c) => JSON.stringify(c)).join(', ')}]`,
      );
      body.push('  },');
    }
    body.push(']');
    return body;
  };

  out(
    0,
    '// Generated by supabase/scripts/gen-types.mjs from the migrations. Do not edit by hand.',
  );
  out(
    0,
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]',
  );
  out(0, '');
  out(0, 'export type Database = {');
  out(1, '__InternalSupabase: {');
  out(2, 'PostgrestVersion: "12"');
  out(1, '}');
  out(1, `${SCHEMA}: {`);

  for (const [section, kinds] of [
    ['Tables', ['r', 'p']],
    ['Views', ['v', 'm']],
  ]) {
    const rels = relations.filter((r) => kinds.includes(r.kind));
    out(2, `${section}: {`);
    if (rels.length === 0) out(3, '[_ in never]: never');
    for (const rel of rels) {
      out(3, `${key(rel.name)}: {`);
      const cols = columnsOf(rel.name);
      out(4, 'Row: {');
      for (const c of cols)
        out(5, `${key(c.name)}: ${tsType(c.type, enums)}${c.not_null ? '' : ' | null'}`);
      out(4, '}');
      if (section === 'Tables') {
        out(4, 'Insert: {');
        for (const c of cols) {
          if (c.is_generated) out(5, `${key(c.name)}?: never`);
          else {
            const optional = !c.not_null || c.has_default || c.is_identity;
            out(
              5,
              `${key(c.name)}${optional ? '?' : ''}: ${tsType(c.type, enums)}${c.not_null ? '' : ' | null'}`,
            );
          }
        }
        out(4, '}');
        out(4, 'Update: {');
        for (const c of cols) {
          if (c.is_generated) out(5, `${key(c.name)}?: never`);
          else out(5, `${key(c.name)}?: ${tsType(c.type, enums)}${c.not_null ? '' : ' | null'}`);
        }
        out(4, '}');
      }
      for (const line of relationships(rel.name)) out(4, line);
      out(3, '}');
    }
    out(2, '}');
  }

  out(2, 'Functions: {');
  if (functions.length === 0) out(3, '[_ in never]: never');
  for (const f of functions) {
    const modes = f.arg_modes.length ? f.arg_modes : f.arg_types.map(() => 'i');
    const args = [];
    const outputs = [];
    f.arg_types.forEach((type, i) => {
      const entry = { name: f.arg_names[i] ?? `arg${i}`, type };
      if (modes[i] === 'i' || modes[i] === 'b') args.push(entry);
      if (modes[i] === 't' || modes[i] === 'o' || modes[i] === 'b') outputs.push(entry);
    });
    out(3, `${key(f.name)}: {`);
    if (args.length === 0) out(4, 'Args: Record<PropertyKey, never>');
    else {
      out(4, 'Args: {');
      args.forEach((a, i) => {
        const optional = i >= args.length - f.default_count;
        out(5, `${key(a.name)}${optional ? '?' : ''}: ${tsType(a.type, enums)}`);
      });
      out(4, '}');
    }
    if (outputs.length > 0) {
      out(4, 'Returns: {');
      for (const o of outputs) out(5, `${key(o.name)}: ${tsType(o.type, enums)}`);
      out(4, `}${f.returns_set ? '[]' : ''}`);
    } else {
      // A function returning a table's row type returns that table's Row.
      const row = relations.some((r) => r.name === f.return_type && ['r', 'p'].includes(r.kind))
        ? `Database["${SCHEMA}"]["Tables"]["${f.return_type}"]["Row"]`
        : tsType(f.return_type, enums);
      out(4, `Returns: ${row}${f.returns_set ? '[]' : ''}`);
    }
    out(3, '}');
  }
  out(2, '}');

  out(2, 'Enums: {');
  if (enums.size === 0) out(3, '[_ in never]: never');
  for (const [name, labels] of enums)
    out(3, `${key(name)}: ${labels.map((l) => JSON.stringify(l)).join(' | ')}`);
  out(2, '}');
  out(2, 'CompositeTypes: {');
  out(3, '[_ in never]: never');
  out(2, '}');
  out(1, '}');
  out(0, '}');
  out(0, '');
  out(0, `type PublicSchema = Database["${SCHEMA}"]`);
  out(0, '');
  out(0, 'export type Tables<T extends keyof (PublicSchema["Tables"] & PublicSchema["Views"])> =');
  out(
    1,
    '(PublicSchema["Tables"] & PublicSchema["Views"])[T] extends { Row: infer R } ? R : never',
  );
  out(
    0,
    'export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"]',
  );
  out(
    0,
    'export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"]',
  );
  out(0, 'export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T]');
  out(
    0,
    'export type CompositeTypes<T extends keyof PublicSchema["CompositeTypes"]> = PublicSchema["CompositeTypes"][T]',
  );
  out(
    0,
    'export type FunctionArgs<T extends keyof PublicSchema["Functions"]> = PublicSchema["Functions"][T]["Args"]',
  );
  out(
    0,
    'export type FunctionReturns<T extends keyof PublicSchema["Functions"]> = PublicSchema["Functions"][T]["Returns"]',
  );
  out(0, '');
  out(0, 'export const Constants = {');
  out(1, `${SCHEMA}: {`);
  out(2, 'Enums: {');
  for (const [name, labels] of enums)
    out(3, `${key(name)}: [${labels.map((l) => JSON.stringify(l)).join(', ')}],`);
  out(2, '},');
  out(1, '},');
  out(0, '} as const');
  return `${lines.join('\n')}\n`;
}

// Formatted as `prettier --write .` would leave it, so formatting the workspace never makes it stale.
async function formatted(source) {
  const module = await import(createRequire(`${SUPABASE_DIR}../package.json`).resolve('prettier'));
  const prettier = module.default ?? module;
  const options = (await prettier.resolveConfig(TARGET)) ?? {};
  return prettier.format(source, { ...options, filepath: TARGET });
}

const db = await migratedDatabase();
const generated = await formatted(render(await introspect(db)));
await db.close();

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(TARGET, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  if (current !== generated) {
    console.error(
      'supabase/src/database.types.ts is stale: it does not match the migrations. Run `node supabase/scripts/gen-types.mjs`.',
    );
    process.exit(1);
  }
  console.log('supabase/src/database.types.ts matches the migrations.');
} else {
  writeFileSync(TARGET, generated);
  console.log(`Wrote ${TARGET}`);
}
