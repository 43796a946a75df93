// Generates supabase/src/database.types.ts from the live schema of a freshly migrated PGlite, in
// the shape supabase-js v2 expects. `--check` only compares and exits 1 when the file is stale.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

// The catalog reader is the local stack's TypeScript; its loader compiles it as it is imported.
register('../local/bin/ts-loader.mjs', import.meta.url);
const { readCatalog } = await import('../local/src/catalog/read-catalog.ts');

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

/**
 * The TypeScript type of a column, argument or result. `rows` names the schema's tables, views
 * and composite types: a value of a table's or view's row type (as a function's result, or an
 * array of them in a result column) is that relation's Row, a composite value that composite type.
 */
function tsType(type, enums, rows = new Map()) {
  if (type.startsWith('_')) return `${tsType(type.slice(1), enums, rows)}[]`;
  if (enums.has(type)) return `Database["${SCHEMA}"]["Enums"]["${type}"]`;
  if (rows.get(type) === 'CompositeTypes') return `Database["${SCHEMA}"]["CompositeTypes"]["${type}"]`;
  if (rows.has(type)) return `Database["${SCHEMA}"]["${rows.get(type)}"]["${type}"]["Row"]`;
  return SCALARS[type] ?? 'unknown';
}

const key = (name) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));

/**
 * The schema as render() takes it, from the local stack's catalog reader (the same reading REST
 * and realtime use): relations and their columns by name, functions by name then age, trigger
 * functions left out.
 */
async function introspect(db) {
  const catalog = await readCatalog(db, SCHEMA);
  const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const relations = catalog.relations.filter((r) => ['r', 'p', 'v', 'm'].includes(r.kind));
  return {
    enums: catalog.enums,
    relations: relations.map(({ name, kind }) => ({ name, kind })),
    columns: relations.flatMap((r) =>
      [...r.columns].sort(byName).map((c) => ({
        relation: r.name,
        name: c.name,
        type: c.type,
        not_null: c.notNull,
        has_default: c.hasDefault,
        is_identity: c.isIdentity,
        is_generated: c.isGenerated,
      })),
    ),
    foreignKeys: catalog.foreignKeys.map((f) => ({
      name: f.name,
      relation: f.table,
      referenced: f.refTable,
      columns: f.columns,
      referenced_columns: f.refColumns,
      one_to_one: f.oneToOne,
    })),
    functions: catalog.functions
      .filter((f) => f.returnType !== 'trigger')
      .map((f) => ({
        name: f.name,
        returns_set: f.returnsSet,
        return_type: f.returnType,
        default_count: f.defaultCount,
        arg_names: f.argNames,
        arg_modes: f.argModes,
        arg_types: f.allArgTypes,
      })),
    composites: new Map(catalog.composites.map((c) => [c.name, c.attributes])),
  };
}

function render({ enums, relations, columns, foreignKeys, functions, composites }) {
  const lines = [];
  const out = (indent, text) => lines.push(`${'  '.repeat(indent)}${text}`);
  const columnsOf = (relation) => columns.filter((c) => c.relation === relation);
  const rows = new Map([
    ...relations.map((r) => [r.name, ['r', 'p'].includes(r.kind) ? 'Tables' : 'Views']),
    ...[...composites.keys()].map((name) => [name, 'CompositeTypes']),
  ]);
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
      for (const o of outputs) out(5, `${key(o.name)}: ${tsType(o.type, enums, rows)}`);
      out(4, `}${f.returns_set ? '[]' : ''}`);
    } else {
      out(4, `Returns: ${tsType(f.return_type, enums, rows)}${f.returns_set ? '[]' : ''}`);
    }
    out(3, '}');
  }
  out(2, '}');

  out(2, 'Enums: {');
  if (enums.size === 0) out(3, '[_ in never]: never');
  for (const [name, labels] of enums)
    out(3, `${key(name)}: ${labels.map((l) => JSON.stringify(l)).join(' | ')}`);
  out(2, '}');
  // Postgres records no nullability for a composite's attributes, as for a function's result
  // columns: both are typed as declared, and a reader declares the few that may be null.
  out(2, 'CompositeTypes: {');
  if (composites.size === 0) out(3, '[_ in never]: never');
  for (const [name, attributes] of composites) {
    out(3, `${key(name)}: {`);
    for (const a of attributes) out(4, `${key(a.name)}: ${tsType(a.type, enums, rows)}`);
    out(3, '}');
  }
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
  out(
    0,
    '/** Postgres records no nullability for function results and composite attributes: a reader names those that may be null. */',
  );
  out(
    0,
    'export type WithNullable<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null }',
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
