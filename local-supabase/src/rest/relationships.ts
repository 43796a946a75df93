import { ambiguousRelationship, noRelationship } from './rest-errors';
import type { Schema, StoredFunction } from './schema-cache';

/**
 * How one relation reaches another, as PostgREST's schema cache sees it: each foreign key both
 * ways (many-to-one and one-to-many, or one-to-one both ways when its columns are unique), a table
 * whose primary key holds two foreign keys joining the other two many-to-many, the same keys again
 * for views that show the keyed columns, and functions taking one row and returning rows of a
 * table or view (embedded under the function's name).
 */
export type Relationship =
  | {
      kind: 'many-to-one' | 'one-to-many' | 'one-to-one';
      table: string;
      foreignTable: string;
      constraint: string;
      /** [column of table, column of foreignTable] pairs. */
      columns: [string, string][];
      self: boolean;
      foreignIsView: boolean;
    }
  | {
      kind: 'many-to-many';
      table: string;
      foreignTable: string;
      junction: string;
      /** [column of table, column of junction] and [column of foreignTable, column of junction]. */
      toTable: { constraint: string; columns: [string, string][] };
      toForeign: { constraint: string; columns: [string, string][] };
      self: false;
      foreignIsView: boolean;
    }
  | { kind: 'computed'; table: string; foreignTable: string; fn: StoredFunction; toOne: boolean; self: false; foreignIsView: boolean };

export const isToOne = (rel: Relationship): boolean =>
  rel.kind === 'computed' ? rel.toOne : rel.kind === 'many-to-one' || rel.kind === 'one-to-one';

const known = new WeakMap<Schema, Map<string, Relationship[]>>();

/** Every relationship by the relation it starts from; worked out once per schema (catalog read). */
export function relationshipsOf(schema: Schema): Map<string, Relationship[]> {
  let map = known.get(schema);
  if (!map) known.set(schema, (map = buildRelationships(schema)));
  return map;
}

function buildRelationships(schema: Schema): Map<string, Relationship[]> {
  const all: Relationship[] = [];
  const isView = (name: string) => schema.relations.get(name)?.isView === true;
  const keyed = (table: string, foreignTable: string, kind: 'many-to-one' | 'one-to-many' | 'one-to-one', constraint: string, columns: [string, string][]) =>
    ({ kind, table, foreignTable, constraint, columns, self: table === foreignTable, foreignIsView: isView(foreignTable) }) as const;

  for (const fk of schema.foreignKeys) {
    const forward = fk.columns.map((c, i) => [c, fk.refColumns[i]!] as [string, string]);
    const backward = forward.map(([c, r]) => [r, c] as [string, string]);
    all.push(keyed(fk.table, fk.refTable, fk.oneToOne ? 'one-to-one' : 'many-to-one', fk.name, forward));
    all.push(keyed(fk.refTable, fk.table, fk.oneToOne ? 'one-to-one' : 'one-to-many', fk.name, backward));
  }

  // Views showing a table's keyed columns under the same names take the table's keys along.
  const viewsOf = new Map<string, { view: string; columns: Map<string, string> }[]>();
  for (const vc of schema.viewColumns ?? []) {
    const list = viewsOf.get(vc.table) ?? [];
    let entry = list.find((e) => e.view === vc.view);
    if (!entry) list.push((entry = { view: vc.view, columns: new Map() }));
    entry.columns.set(vc.tableColumn, vc.column);
    viewsOf.set(vc.table, list);
  }
  const through = (table: string, columns: string[]) =>
    [table, ...(viewsOf.get(table) ?? []).filter((v) => columns.every((c) => v.columns.has(c))).map((v) => v.view)];
  for (const rel of [...all]) {
    if (rel.kind === 'many-to-many' || rel.kind === 'computed') continue;
    for (const table of through(rel.table, rel.columns.map(([c]) => c))) {
      for (const foreign of through(rel.foreignTable, rel.columns.map(([, f]) => f))) {
        if (table === rel.table && foreign === rel.foreignTable) continue;
        all.push(keyed(table, foreign, rel.kind, rel.constraint, rel.columns));
      }
    }
  }

  // A junction: both keys inside its primary key.
  for (const relation of schema.relations.values()) {
    const pk = new Set(relation.primaryKey);
    const keys = schema.foreignKeys.filter((fk) => fk.table === relation.name && fk.refTable !== relation.name && fk.columns.every((c) => pk.has(c)));
    for (const a of keys) {
      for (const b of keys) {
        if (a === b) continue;
        all.push({
          kind: 'many-to-many',
          table: a.refTable,
          foreignTable: b.refTable,
          junction: relation.name,
          toTable: { constraint: a.name, columns: a.refColumns.map((r, i) => [r, a.columns[i]!]) },
          toForeign: { constraint: b.name, columns: b.refColumns.map((r, i) => [r, b.columns[i]!]) },
          self: false,
          foreignIsView: isView(b.refTable),
        });
      }
    }
  }

  // Computed relationships: f(row of a table or view) returning rows of a table or view.
  for (const overloads of schema.functions.values()) {
    for (const fn of overloads) {
      const [arg, ...more] = fn.argTypeNames ?? [];
      if (!arg || more.length || !schema.relations.has(arg) || !fn.returnTypeName || !schema.relations.has(fn.returnTypeName)) continue;
      all.push({
        kind: 'computed', table: arg, foreignTable: fn.returnTypeName, fn, toOne: !fn.returnsSet || fn.rowsOne === true,
        self: false, foreignIsView: isView(fn.returnTypeName),
      });
    }
  }

  const byOrigin = new Map<string, Relationship[]>();
  for (const rel of all) byOrigin.set(rel.table, [...(byOrigin.get(rel.table) ?? []), rel]);
  return byOrigin;
}

const singleColumn = (rel: Relationship, side: 0 | 1): string | undefined =>
  rel.kind !== 'many-to-many' && rel.kind !== 'computed' && rel.columns.length === 1 ? rel.columns[0]![side] : undefined;
const constraintOf = (rel: Relationship) => (rel.kind === 'many-to-many' || rel.kind === 'computed' ? undefined : rel.constraint);

/** PostgREST's choice of relationship for `origin?select=target!hint(...)`, or its 300/400 answer. */
export function findRelationship(schema: Schema, origin: string, target: string, hint: string | undefined): Relationship {
  const candidates = (relationshipsOf(schema).get(origin) ?? []).filter((rel) => {
    if (rel.kind === 'computed') return target === rel.fn.name;
    if (rel.self) {
      // One key, two relationships: the table's name embeds the children, the column's the parent.
      if (hint === undefined) {
        return (target === rel.foreignTable && rel.kind === 'one-to-many') || (target === singleColumn(rel, 0) && rel.kind === 'many-to-one');
      }
      return target === rel.foreignTable && rel.kind === 'one-to-many' && hint === singleColumn(rel, 1);
    }
    if (hint === undefined) {
      return target === rel.foreignTable
        || (!rel.foreignIsView && (target === constraintOf(rel) || target === singleColumn(rel, 0)));
    }
    return target === rel.foreignTable && (
      hint === constraintOf(rel) || hint === singleColumn(rel, 0) || hint === singleColumn(rel, 1)
      || (rel.kind === 'many-to-many' && hint === rel.junction));
  });
  if (candidates.length === 0) throw noRelationship(origin, target, hint);
  if (candidates.length > 1) throw ambiguousRelationship(origin, target, candidates.map(describe));
  return candidates[0]!;
}

const list = (table: string, columns: string[]) => `${table}(${columns.join(', ')})`;

/** One candidate as PostgREST lists it in an ambiguous embed's details, with the hint that picks it. */
function describe(rel: Relationship): { cardinality: string; embedding: string; relationship: string; pick: string } {
  const embedding = `${rel.table} with ${rel.foreignTable}`;
  if (rel.kind === 'many-to-many') {
    return {
      cardinality: rel.kind, embedding, pick: rel.junction,
      relationship: `${rel.junction} using ${list(rel.toTable.constraint, rel.toTable.columns.map(([, j]) => j))} and ${list(rel.toForeign.constraint, rel.toForeign.columns.map(([, j]) => j))}`,
    };
  }
  if (rel.kind === 'computed') return { cardinality: rel.toOne ? 'many-to-one' : 'one-to-many', embedding, pick: rel.fn.name, relationship: rel.fn.name };
  return {
    cardinality: rel.kind, embedding, pick: rel.constraint,
    relationship: `${rel.constraint} using ${list(rel.table, rel.columns.map(([c]) => c))} and ${list(rel.foreignTable, rel.columns.map(([, f]) => f))}`,
  };
}
