import type { ColumnRef } from './json-path';
import type { Filter } from './parse-filters';
import type { OrderTerm } from './parse-order';
import type { SelectItem } from './parse-select';
import { ambiguousRelationship, noRelationship, unknownColumn } from './rest-errors';
import type { ForeignKey, Relation, Schema } from './schema-cache';

export type ResolvedItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; path: ColumnRef['path']; outName: string; cast?: string }
  | { kind: 'embed'; outName: string; node: ResolvedNode };

/** One relation of a read: the root table or an embed, with what applies to it. */
export interface ResolvedNode {
  relation: Relation;
  sqlAlias: string;
  items: ResolvedItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** How an embed joins its parent: pairs of [parent column, this column]. */
  join?: { toMany: boolean; pairs: [string, string][]; inner: boolean };
}

export interface PathOptions {
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

function relationship(schema: Schema, from: string, to: string, hint: string | undefined) {
  // fromChild: the key is on the embedded table, pointing back at this one.
  const candidates: { fk: ForeignKey; fromChild: boolean }[] = [];
  for (const fk of schema.foreignKeys) {
    if (fk.table === from && fk.refTable === to) candidates.push({ fk, fromChild: false });
    if (fk.table === to && fk.refTable === from && from !== to) candidates.push({ fk, fromChild: true });
  }
  const matching = hint
    ? candidates.filter(({ fk }) => fk.name === hint || (fk.columns.length === 1 && fk.columns[0] === hint))
    : candidates;
  if (matching.length === 0) throw noRelationship(from, to);
  if (matching.length > 1) throw ambiguousRelationship(from, to);
  const { fk, fromChild } = matching[0]!;
  const pairs: [string, string][] = fromChild
    ? fk.refColumns.map((c, i) => [c, fk.columns[i]!])
    : fk.columns.map((c, i) => [c, fk.refColumns[i]!]);
  // As PostgREST: a key that is also the embedded table's primary key or unique names one row at most.
  const toMany = fromChild && !fk.oneToOne;
  return { toMany, pairs };
}

export function checkColumn(relation: Relation, column: string): string {
  if (!relation.columns.has(column)) throw unknownColumn(relation.name, column);
  return column;
}

function checkFilter(relation: Relation, filter: Filter): void {
  if (filter.kind === 'condition') checkColumn(relation, filter.column);
  else filter.filters.forEach((f) => checkFilter(relation, f));
}

/**
 * Binds a parsed select to the catalog: every name must be a real column or foreign key,
 * every embed path of the query's filters and orders must name one of the embeds.
 */
export function resolveSelect(
  schema: Schema,
  relation: Relation,
  items: SelectItem[],
  options: Map<string, PathOptions>,
  path = '',
  counter = { next: 0 },
): ResolvedNode {
  const own = options.get(path) ?? { filters: [], order: [] };
  own.filters.forEach((f) => checkFilter(relation, f));
  own.order.forEach((o) => checkColumn(relation, o.column));
  const node: ResolvedNode = {
    relation,
    sqlAlias: `t${counter.next++}`,
    items: [],
    filters: own.filters,
    order: own.order,
    ...(own.limit !== undefined ? { limit: own.limit } : {}),
    ...(own.offset !== undefined ? { offset: own.offset } : {}),
  };
  const embedPaths = new Set<string>();
  for (const item of items) {
    if (item.kind === 'star') node.items.push(item);
    else if (item.kind === 'column') {
      checkColumn(relation, item.name);
      node.items.push({ kind: 'column', name: item.name, path: item.path, outName: item.alias ?? item.name, ...(item.cast ? { cast: item.cast } : {}) });
    } else {
      const target = schema.relations.get(item.relation);
      if (!target) throw noRelationship(relation.name, item.relation);
      const { toMany, pairs } = relationship(schema, relation.name, item.relation, item.hint);
      const outName = item.alias ?? item.relation;
      const childPath = path ? `${path}.${outName}` : outName;
      embedPaths.add(childPath);
      const child = resolveSelect(schema, target, item.items, options, childPath, counter);
      child.join = { toMany, pairs, inner: item.inner };
      node.items.push({ kind: 'embed', outName, node: child });
    }
  }
  if (!path) {
    for (const key of options.keys()) {
      if (key && !embedPaths.has(key) && ![...embedPaths].some((p) => key.startsWith(`${p}.`))) {
        throw noRelationship(relation.name, key.split('.')[0] ?? key);
      }
    }
  }
  return node;
}
