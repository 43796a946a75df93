import { createCatalogCache, type CatalogCache } from '../catalog/catalog-cache';
import type { Queryable } from '../db/database';
import type { Catalog, CatalogFunction } from '../catalog/read-catalog';

export interface Column {
  name: string;
  type: string;
  /** What a row left without it takes, as SQL; PostgREST evaluates it for every row of a missing=default insert. */
  defaultSql?: string;
}

export interface Relation {
  name: string;
  /** The schema it was found in; public when unset. */
  schema?: string;
  columns: Map<string, Column>;
  primaryKey: string[];
  /** A view (or materialized view): its keys come from the tables it shows (see viewColumns). */
  isView?: boolean;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  /** The referencing columns are also a primary key or unique: an embed from the referenced side is one object. */
  oneToOne: boolean;
}

export interface StoredFunction {
  name: string;
  /** The schema it was found in; public when unset. */
  schema?: string;
  args: { name: string; type: string }[];
  /** How many trailing args have defaults. */
  optionalArgs: number;
  returnsSet: boolean;
  returnType: string;
  /** Output columns (composite or TABLE return); empty for a scalar. */
  outputColumns: string[];
  /** Declared stable or immutable: PostgREST calls it in a read-only transaction. */
  readOnly: boolean;
  /** pg_type names of the IN arguments: a single table or view row makes a computed field or embed. */
  argTypeNames?: string[];
  /** pg_type name of the return type: a table's or view's name when it returns their rows. */
  returnTypeName?: string;
  /** Declared ROWS 1: a set-returning function that embeds as one object. */
  rowsOne?: boolean;
}

export interface Schema {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, StoredFunction[]>;
  /** Which table column each view column shows (see CatalogViewColumn). */
  viewColumns?: { view: string; column: string; table: string; tableColumn: string }[];
}

function toFunction(fn: CatalogFunction, schema: string): StoredFunction {
  // argNames covers every argument (OUT and TABLE ones too) when argModes is set.
  const modes = fn.argModes.length ? fn.argModes : fn.inputTypes.map(() => 'i');
  const inputNames = fn.argNames.filter((_n, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i'));
  const outputNames = fn.argNames.filter((_n, i) => ['o', 'b', 't'].includes(modes[i] ?? 'i'));
  const inputTypeNames = fn.allArgTypes.filter((_t, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i'));
  return {
    name: fn.name,
    schema,
    args: fn.inputTypes.map((type, i) => ({ name: inputNames[i] ?? '', type })),
    argTypeNames: inputTypeNames,
    returnTypeName: fn.returnType,
    rowsOne: fn.returnsSet && fn.rows === 1,
    optionalArgs: fn.defaultCount,
    returnsSet: fn.returnsSet,
    returnType: fn.returnSqlType,
    outputColumns: outputNames.length ? outputNames : fn.compositeColumns,
    readOnly: fn.readOnly,
  };
}

/** REST's view of the catalog: relations and functions by name, columns with their SQL types. */
export function schemaOf(catalog: Catalog, name = 'public'): Schema {
  const functions = new Map<string, StoredFunction[]>();
  for (const fn of catalog.functions.map((fn) => toFunction(fn, name))) functions.set(fn.name, [...(functions.get(fn.name) ?? []), fn]);
  return {
    relations: new Map(
      catalog.relations.map((r) => [
        r.name,
        {
          name: r.name,
          schema: name,
          primaryKey: r.primaryKey,
          columns: new Map(r.columns.map((c) => [c.name, { name: c.name, type: c.sqlType, ...(c.defaultSql ? { defaultSql: c.defaultSql } : {}) }])),
          ...(r.kind === 'v' || r.kind === 'm' ? { isView: true } : {}),
        },
      ]),
    ),
    foreignKeys: catalog.foreignKeys.map(({ name, table, columns, refTable, refColumns, oneToOne }) => ({ name, table, columns, refTable, refColumns, oneToOne })),
    functions,
    viewColumns: catalog.viewColumns,
  };
}

/**
 * The stack's catalog as REST reads it: identifiers in requests are checked against it, and a
 * miss looks again in a fresh catalog (see CatalogCache). Worked out once per catalog read.
 */
export function createSchemaCache(catalog: CatalogCache, name = 'public') {
  let seen: { catalog: Catalog; schema: Schema } | undefined;
  const view = (read: Catalog): Schema => {
    if (seen?.catalog !== read) seen = { catalog: read, schema: schemaOf(read, name) };
    return seen.schema;
  };
  return {
    /** The schema's name (public, personal ...). */
    name,
    /** The catalog it reads, which schema reloads reread. */
    catalog,
    /** What pick finds in the schema, looking again in a fresh catalog after a miss. */
    async find<T>(pick: (schema: Schema) => T | undefined): Promise<{ schema: Schema; found: T | undefined }> {
      const { catalog: read, found } = await catalog.find((c) => pick(view(c)));
      return { schema: view(read), found };
    },
  };
}
export type SchemaCache = ReturnType<typeof createSchemaCache>;

/**
 * The caches of the schemas REST serves, in config.toml's order: public reads the stack's own
 * catalog; any other schema has a catalog of its own. Schema reloads reread each (serve-stack.ts).
 */
export function exposedSchemas(db: Queryable, publicCatalog: CatalogCache, names: string[]): SchemaCache[] {
  return names.map((name) => createSchemaCache(name === 'public' ? publicCatalog : createCatalogCache(db, name), name));
}
