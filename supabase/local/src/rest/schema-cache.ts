import type { Queryable } from '../db/database';

export interface Column {
  name: string;
  type: string;
}

export interface Relation {
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface StoredFunction {
  name: string;
  args: { name: string; type: string }[];
  /** How many trailing args have defaults. */
  optionalArgs: number;
  returnsSet: boolean;
  returnType: string;
  /** Output columns (composite or TABLE return); empty for a scalar. */
  outputColumns: string[];
  /** Declared stable or immutable: PostgREST calls it in a read-only transaction. */
  readOnly: boolean;
}

export interface Schema {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, StoredFunction[]>;
}

const RELATIONS = `
  select coalesce(json_agg(r), '[]')::text as json from (
    select c.relname as name,
      (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
         from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
      coalesce((select json_agg(a.attname order by k.ord)
         from pg_constraint co cross join unnest(co.conkey) with ordinality k(attnum, ord)
         join pg_attribute a on a.attrelid = co.conrelid and a.attnum = k.attnum
        where co.conrelid = c.oid and co.contype = 'p'), '[]') as "primaryKey"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')) r`;

const FOREIGN_KEYS = `
  select coalesce(json_agg(f), '[]')::text as json from (
    select co.conname as name, c.relname as table, rc.relname as "refTable",
      (select json_agg(a.attname order by k.ord) from unnest(co.conkey) with ordinality k(attnum, ord)
         join pg_attribute a on a.attrelid = co.conrelid and a.attnum = k.attnum) as columns,
      (select json_agg(a.attname order by k.ord) from unnest(co.confkey) with ordinality k(attnum, ord)
         join pg_attribute a on a.attrelid = co.confrelid and a.attnum = k.attnum) as "refColumns"
    from pg_constraint co
    join pg_class c on c.oid = co.conrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_class rc on rc.oid = co.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
    where co.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public') f`;

const FUNCTIONS = `
  select coalesce(json_agg(f), '[]')::text as json from (
    select p.proname as name, p.proretset as "returnsSet", p.provolatile <> 'v' as "readOnly", format_type(p.prorettype, null) as "returnType",
      p.pronargs as "inputCount", p.pronargdefaults as "optionalArgs",
      coalesce(p.proargnames, '{}') as "argNames", coalesce(p.proargmodes::text[], '{}') as "argModes",
      coalesce((select json_agg(format_type(x, null) order by o) from unnest(p.proargtypes::oid[]) with ordinality u(x, o)), '[]') as "inputTypes",
      coalesce((select json_agg(a.attname order by a.attnum) from pg_attribute a
         where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped), '[]') as "compositeColumns"
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f') f`;

interface RawFunction {
  name: string;
  returnsSet: boolean;
  readOnly: boolean;
  returnType: string;
  inputCount: number;
  optionalArgs: number;
  argNames: string[];
  argModes: string[];
  inputTypes: string[];
  compositeColumns: string[];
}

function toFunction(raw: RawFunction): StoredFunction {
  // proargnames covers every argument (OUT and TABLE ones too) when proargmodes is set.
  const modes = raw.argModes.length ? raw.argModes : raw.inputTypes.map(() => 'i');
  const inputNames = raw.argNames.filter((_n, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i'));
  const outputNames = raw.argNames.filter((_n, i) => ['o', 'b', 't'].includes(modes[i] ?? 'i'));
  return {
    name: raw.name,
    args: raw.inputTypes.map((type, i) => ({ name: inputNames[i] ?? '', type })),
    optionalArgs: raw.optionalArgs,
    returnsSet: raw.returnsSet,
    returnType: raw.returnType,
    outputColumns: outputNames.length ? outputNames : raw.compositeColumns,
    readOnly: raw.readOnly,
  };
}

async function json<T>(db: Queryable, sql: string): Promise<T> {
  const { rows } = await db.query<{ json: string }>(sql);
  return JSON.parse(rows[0]?.json ?? '[]') as T;
}

export async function loadSchema(db: Queryable): Promise<Schema> {
  const relations = await json<{ name: string; columns: Column[] | null; primaryKey: string[] }[]>(db, RELATIONS);
  const foreignKeys = await json<ForeignKey[]>(db, FOREIGN_KEYS);
  const functions = (await json<RawFunction[]>(db, FUNCTIONS)).map(toFunction);
  const byName = new Map<string, StoredFunction[]>();
  for (const fn of functions) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);
  return {
    relations: new Map(
      relations.map((r) => [r.name, { name: r.name, primaryKey: r.primaryKey, columns: new Map((r.columns ?? []).map((c) => [c.name, c])) }]),
    ),
    foreignKeys,
    functions: byName,
  };
}

/**
 * The catalog, read once and kept: identifiers in requests are checked against it. A miss reloads
 * it (at most once a second), so a migration applied while the stack runs is picked up.
 */
export function createSchemaCache(db: Queryable) {
  let current: Promise<Schema> | undefined;
  let loadedAt = 0;
  const load = () => {
    loadedAt = Date.now();
    current = loadSchema(db);
    current.catch(() => {
      current = undefined;
    });
    return current;
  };
  return {
    get: (): Promise<Schema> => current ?? load(),
    /** After a miss: a fresh catalog if the cached one is older than a second. */
    refresh: (): Promise<Schema> => (Date.now() - loadedAt > 1000 ? load() : (current ?? load())),
  };
}
export type SchemaCache = ReturnType<typeof createSchemaCache>;
