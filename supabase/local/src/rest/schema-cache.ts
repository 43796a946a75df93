import type { CatalogCache } from '../catalog/catalog-cache';
import type { Catalog, CatalogFunction } from '../catalog/read-catalog';

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
  /** The referencing columns are also a primary key or unique: an embed from the referenced side is one object. */
  oneToOne: boolean;
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

function toFunction(fn: CatalogFunction): StoredFunction {
  // argNames covers every argument (OUT and TABLE ones too) when argModes is set.
  const modes = fn.argModes.length ? fn.argModes : fn.inputTypes.map(() => 'i');
  const inputNames = fn.argNames.filter((_n, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i'));
  const outputNames = fn.argNames.filter((_n, i) => ['o', 'b', 't'].includes(modes[i] ?? 'i'));
  return {
    name: fn.name,
    args: fn.inputTypes.map((type, i) => ({ name: inputNames[i] ?? '', type })),
    optionalArgs: fn.defaultCount,
    returnsSet: fn.returnsSet,
    returnType: fn.returnSqlType,
    outputColumns: outputNames.length ? outputNames : fn.compositeColumns,
    readOnly: fn.readOnly,
  };
}

/** REST's view of the catalog: relations and functions by name, columns with their SQL types. */
export function schemaOf(catalog: Catalog): Schema {
  const functions = new Map<string, StoredFunction[]>();
  for (const fn of catalog.functions.map(toFunction)) functions.set(fn.name, [...(functions.get(fn.name) ?? []), fn]);
  return {
    relations: new Map(
      catalog.relations.map((r) => [
        r.name,
        { name: r.name, primaryKey: r.primaryKey, columns: new Map(r.columns.map((c) => [c.name, { name: c.name, type: c.sqlType }])) },
      ]),
    ),
    foreignKeys: catalog.foreignKeys.map(({ name, table, columns, refTable, refColumns, oneToOne }) => ({ name, table, columns, refTable, refColumns, oneToOne })),
    functions,
  };
}

/**
 * The stack's catalog as REST reads it: identifiers in requests are checked against it, and a
 * miss looks again in a fresh catalog (see CatalogCache). Worked out once per catalog read.
 */
export function createSchemaCache(catalog: CatalogCache) {
  let seen: { catalog: Catalog; schema: Schema } | undefined;
  const view = (read: Catalog): Schema => {
    if (seen?.catalog !== read) seen = { catalog: read, schema: schemaOf(read) };
    return seen.schema;
  };
  return {
    /** What pick finds in the schema, looking again in a fresh catalog after a miss. */
    async find<T>(pick: (schema: Schema) => T | undefined): Promise<{ schema: Schema; found: T | undefined }> {
      const { catalog: read, found } = await catalog.find((c) => pick(view(c)));
      return { schema: view(read), found };
    },
  };
}
export type SchemaCache = ReturnType<typeof createSchemaCache>;
