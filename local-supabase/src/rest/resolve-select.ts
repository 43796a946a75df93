import type { ColumnRef } from './json-path';
import type { Filter } from './parse-filters';
import type { OrderTerm } from './parse-order';
import type { Aggregate, SelectItem } from './parse-select';
import { findRelationship, isToOne, type Relationship } from './relationships';
import { noRelationship, unknownColumn } from './rest-errors';
import type { Relation, Schema, StoredFunction } from './schema-cache';
import { HttpError } from '../server/http-error';

export type ResolvedItem =
  | { kind: 'star' }
  | {
      kind: 'column'; name: string; path: ColumnRef['path']; outName: string; cast?: string;
      aggregate?: Aggregate; aggregateCast?: string;
      /** A computed field: the function called with the row, in place of a column. */
      computed?: StoredFunction;
    }
  | { kind: 'count'; outName: string; cast?: string }
  /** hidden: `rel()`, joined and filtered on but left out of the answer; spread: `...rel()`. */
  | { kind: 'embed'; outName: string; node: ResolvedNode; hidden?: boolean; spread?: boolean };

/** How an embed joins its parent. */
export interface EmbedJoin {
  toMany: boolean;
  inner: boolean;
  /** Pairs of [parent column, this column]. */
  pairs: [string, string][];
  /** Many-to-many: the junction table, [parent column, junction column] and [this column, junction column] pairs. */
  junction?: { relation: Relation; toParent: [string, string][]; toChild: [string, string][] };
  /** A computed relationship: this function, called with the parent's row, gives the rows. */
  fn?: StoredFunction;
}

/** One relation of a read: the root table or an embed, with what applies to it. */
export interface ResolvedNode {
  relation: Relation;
  sqlAlias: string;
  items: ResolvedItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  join?: EmbedJoin;
}

export interface PathOptions {
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

function joinOf(schema: Schema, rel: Relationship, inner: boolean): EmbedJoin {
  const toMany = !isToOne(rel);
  if (rel.kind === 'computed') return { toMany, inner, pairs: [], fn: rel.fn };
  if (rel.kind === 'many-to-many') {
    const relation = schema.relations.get(rel.junction)!;
    return { toMany, inner, pairs: [], junction: { relation, toParent: rel.toTable.columns, toChild: rel.toForeign.columns } };
  }
  return { toMany, inner, pairs: rel.columns };
}

/** A function taking this relation's row and returning one value: selectable as a column (PostgREST's computed field). */
function computedField(schema: Schema, relation: Relation, name: string): StoredFunction | undefined {
  return schema.functions.get(name)?.find((fn) =>
    fn.args.length === 1 && fn.argTypeNames?.[0] === relation.name && !fn.returnsSet && !schema.relations.has(fn.returnTypeName ?? ''));
}

/** `aliasName` is how PostgREST names the relation in SQL (an embed is `<table>_<depth>`), as its error does. */
export function checkColumn(relation: Relation, column: string, aliasName = relation.name): string {
  if (!relation.columns.has(column)) throw unknownColumn(aliasName, column);
  return column;
}

function checkFilter(relation: Relation, filter: Filter, aliasName: string): void {
  if (filter.kind === 'condition') checkColumn(relation, filter.column, aliasName);
  else filter.filters.forEach((f) => checkFilter(relation, f, aliasName));
}

/**
 * Binds a parsed select to the catalog: every name must be a real column, computed field or
 * relationship, every embed path of the query's filters and orders must name one of the embeds.
 */
export function resolveSelect(
  schema: Schema,
  relation: Relation,
  items: SelectItem[],
  options: Map<string, PathOptions>,
  path = '',
  counter = { next: 0 },
  depth = 0,
): ResolvedNode {
  const aliasName = depth === 0 ? relation.name : `${relation.name}_${depth}`;
  const own = options.get(path) ?? { filters: [], order: [] };
  own.filters.forEach((f) => checkFilter(relation, f, aliasName));
  own.order.forEach((o) => checkColumn(relation, o.column, aliasName));
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
  const embedAliases = new Set<string>();
  for (const item of items) {
    if (item.kind === 'star') node.items.push(item);
    else if (item.kind === 'count') node.items.push({ kind: 'count', outName: item.alias ?? 'count', ...(item.cast ? { cast: item.cast } : {}) });
    else if (item.kind === 'column') {
      const computed = relation.columns.has(item.name) ? undefined : computedField(schema, relation, item.name);
      if (!computed) checkColumn(relation, item.name, aliasName);
      node.items.push({
        kind: 'column', name: item.name, path: item.path,
        // As PostgREST: an aggregate is named after its function unless aliased.
        outName: item.alias ?? (item.aggregate && !item.path.length ? item.aggregate : item.name),
        ...(item.cast ? { cast: item.cast } : {}),
        ...(item.aggregate ? { aggregate: item.aggregate } : {}),
        ...(item.aggregateCast ? { aggregateCast: item.aggregateCast } : {}),
        ...(computed ? { computed } : {}),
      });
    } else {
      const rel = findRelationship(schema, relation.name, item.relation, item.hint);
      const target = schema.relations.get(rel.foreignTable);
      if (!target) throw noRelationship(relation.name, item.relation, item.hint);
      const outName = item.alias ?? item.relation;
      // PostgREST names each embed's subquery after its parent, name and depth; two alike clash in SQL.
      const sqlName = `${relation.name}_${outName}_${depth + 1}`;
      if (embedAliases.has(sqlName)) throw new HttpError(400, '42712', `table name "${sqlName}" specified more than once`);
      embedAliases.add(sqlName);
      const childPath = path ? `${path}.${outName}` : outName;
      embedPaths.add(childPath);
      const child = resolveSelect(schema, target, item.items, options, childPath, counter, depth + 1);
      child.join = joinOf(schema, rel, item.inner);
      node.items.push({
        kind: 'embed', outName, node: child,
        ...(item.items.length === 0 ? { hidden: true } : {}),
        ...(item.spread ? { spread: true } : {}),
      });
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
