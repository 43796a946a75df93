import { filterSql } from './build-conditions';
import { columnSql } from './json-path';
import type { OrderTerm } from './parse-order';
import type { ResolvedItem, ResolvedNode } from './resolve-select';
import { notSupported } from './rest-errors';
import type { StoredFunction } from './schema-cache';
import { quoteIdent } from '../db/identifiers';
import { table, type Params } from './sql';

/** One output column of a SELECT; `group` marks the plain ones an aggregate groups by. */
interface Part {
  sql: string;
  group: boolean;
}

const castSql = (cast: string | undefined) => (cast ? `::${cast}` : '');
const fnSql = (fn: StoredFunction) => `${quoteIdent(fn.schema ?? 'public')}.${quoteIdent(fn.name)}`;
const starColumns = (node: ResolvedNode) => [...node.relation.columns.keys()];

function columnExpr(alias: string, item: Extract<ResolvedItem, { kind: 'column' }>, params: Params): string {
  return item.computed ? `${fnSql(item.computed)}(${alias})` : columnSql(alias, item, params);
}

/** A spread's lateral subquery name, after its node's alias. */
const spreadAlias = (child: ResolvedNode) => `${child.sqlAlias}_s`;

/**
 * What a spread embed hands its parent: the columns its lateral subquery selects, and for each
 * the name and the aggregate the parent applies (PostgREST runs a spread's aggregates one level
 * up, grouped by the parent's columns).
 */
function spreadFields(parent: ResolvedNode, child: ResolvedNode, params: Params): { lateral: string; fields: { name: string; aggregate?: string; cast?: string }[] } {
  const a = child.sqlAlias;
  const select: string[] = [];
  const fields: { name: string; aggregate?: string; cast?: string }[] = [];
  for (const item of child.items) {
    if (item.kind === 'star') {
      for (const c of starColumns(child)) {
        select.push(`${a}.${quoteIdent(c)} AS ${quoteIdent(c)}`);
        fields.push({ name: c });
      }
    } else if (item.kind === 'column') {
      select.push(`${columnExpr(a, item, params)}${castSql(item.cast)} AS ${quoteIdent(item.outName)}`);
      fields.push({ name: item.outName, ...(item.aggregate ? { aggregate: item.aggregate } : {}), ...(item.aggregateCast ? { cast: item.aggregateCast } : {}) });
    } else if (item.kind === 'count') {
      select.push(`1 AS ${quoteIdent(item.outName)}`);
      fields.push({ name: item.outName, aggregate: 'count', ...(item.cast ? { cast: item.cast } : {}) });
    } else if (item.hidden) {
      continue;
    } else if (item.spread) {
      const nested = spreadFields(child, item.node, params);
      for (const f of nested.fields) {
        select.push(`${spreadAlias(item.node)}.${quoteIdent(f.name)} AS ${quoteIdent(f.name)}`);
        fields.push(f);
      }
    } else {
      select.push(`${embedSql(child, item.node, params)} AS ${quoteIdent(item.outName)}`);
      fields.push({ name: item.outName });
    }
  }
  const { from, where } = sourceOf(parent, child, params);
  const body = `SELECT ${select.join(', ') || '1'} FROM ${from}${lateralJoins(child, params)} WHERE ${where.join(' AND ')}${orderSql(child)}`;
  if (!child.join?.toMany) return { lateral: `(${body} LIMIT 1)`, fields };
  // A spread to-many embed gives each column as an array of its values.
  if (fields.some((f) => f.aggregate)) throw notSupported('aggregates in a spread of a to-many embed');
  const arrays = fields.map((f) => `coalesce(json_agg(_x.${quoteIdent(f.name)}), '[]') AS ${quoteIdent(f.name)}`);
  return { lateral: `(SELECT ${arrays.join(', ')} FROM (${body}${pageSql(child)}) _x)`, fields };
}

/** The spread embeds of a node, joined beside it so their columns can be selected (and grouped by). */
function lateralJoins(node: ResolvedNode, params: Params): string {
  return node.items
    .filter((item): item is Extract<ResolvedItem, { kind: 'embed' }> => item.kind === 'embed' && item.spread === true)
    .map((item) => ` LEFT JOIN LATERAL ${spreadFields(node, item.node, params).lateral} ${spreadAlias(item.node)} ON true`)
    .join('');
}

/** The SELECT list and, when it aggregates, the GROUP BY (of the plain columns) that goes after WHERE. */
function selectParts(node: ResolvedNode, params: Params): { select: string; groupBy: string } {
  const a = node.sqlAlias;
  const aggregating = node.items.some((item) => item.kind === 'count' || (item.kind === 'column' && item.aggregate)
    || (item.kind === 'embed' && item.spread && hasHoistedAggregate(item.node)));
  const parts: Part[] = [];
  for (const item of node.items) {
    if (item.kind === 'star') {
      if (aggregating) starColumns(node).forEach((c) => parts.push({ sql: `${a}.${quoteIdent(c)}`, group: true }));
      else parts.push({ sql: `${a}.*`, group: true });
    } else if (item.kind === 'column') {
      const value = `${columnExpr(a, item, params)}${castSql(item.cast)}`;
      parts.push(item.aggregate
        ? { sql: `${item.aggregate}(${value})${castSql(item.aggregateCast)} AS ${quoteIdent(item.outName)}`, group: false }
        : { sql: `${value} AS ${quoteIdent(item.outName)}`, group: true });
    } else if (item.kind === 'count') {
      parts.push({ sql: `count(*)${castSql(item.cast)} AS ${quoteIdent(item.outName)}`, group: false });
    } else if (item.hidden) {
      continue;
    } else if (item.spread) {
      const s = spreadAlias(item.node);
      for (const f of spreadFields(node, item.node, params).fields) {
        parts.push(f.aggregate
          ? { sql: `${f.aggregate}(${s}.${quoteIdent(f.name)})${castSql(f.cast)} AS ${quoteIdent(f.name)}`, group: false }
          : { sql: `${s}.${quoteIdent(f.name)} AS ${quoteIdent(f.name)}`, group: true });
      }
    } else {
      if (aggregating) throw notSupported('aggregates beside an embedded resource');
      parts.push({ sql: `${embedSql(node, item.node, params)} AS ${quoteIdent(item.outName)}`, group: true });
    }
  }
  if (!parts.length) return { select: `${a}.*`, groupBy: '' };
  const groups = aggregating ? parts.flatMap((p, i) => (p.group ? [String(i + 1)] : [])) : [];
  return { select: parts.map((p) => p.sql).join(', '), groupBy: groups.length ? ` GROUP BY ${groups.join(', ')}` : '' };
}

/** A spread's own aggregates run in its parent (PostgREST hoists them). */
function hasHoistedAggregate(node: ResolvedNode): boolean {
  return node.items.some((item) => item.kind === 'count' || (item.kind === 'column' && item.aggregate)
    || (item.kind === 'embed' && item.spread && hasHoistedAggregate(item.node)));
}

function joinSql(parent: ResolvedNode, child: ResolvedNode): string {
  return (child.join?.pairs ?? [])
    .map(([p, c]) => `${child.sqlAlias}.${quoteIdent(c)} = ${parent.sqlAlias}.${quoteIdent(p)}`)
    .join(' AND ');
}

/** Where an embed's rows come from and how they tie to the parent row: a key, a junction table, or a function of the row. */
function sourceOf(parent: ResolvedNode, child: ResolvedNode, params: Params): { from: string; where: string[] } {
  const join = child.join;
  const c = child.sqlAlias;
  let from = `${table(child.relation)} ${c}`;
  const ties: string[] = [];
  if (join?.fn) from = `${fnSql(join.fn)}(${parent.sqlAlias}) ${c}`;
  else if (join?.junction) {
    const j = `${c}_j`;
    from += ` JOIN ${table(join.junction.relation)} ${j} ON ${join.junction.toChild.map(([col, jc]) => `${j}.${quoteIdent(jc)} = ${c}.${quoteIdent(col)}`).join(' AND ')}`;
    ties.push(...join.junction.toParent.map(([col, jc]) => `${j}.${quoteIdent(jc)} = ${parent.sqlAlias}.${quoteIdent(col)}`));
  } else {
    const pairs = joinSql(parent, child);
    if (pairs) ties.push(pairs);
  }
  const where = conditions(child, params, ties);
  return { from, where: where.length ? where : ['true'] };
}

function conditions(node: ResolvedNode, params: Params, extra: string[] = []): string[] {
  const list = [...extra, ...node.filters.map((f) => filterSql(node.sqlAlias, f, params, node.relation))];
  for (const item of node.items) {
    // !inner: a parent row stays only if the embed (with its own filters) has a match.
    if (item.kind === 'embed' && item.node.join?.inner) {
      const { from, where } = sourceOf(node, item.node, params);
      list.push(`EXISTS (SELECT 1 FROM ${from} WHERE ${where.join(' AND ')})`);
    }
  }
  return list;
}

/** An order's JSON keys as literals (orderSql has no parameters to hand them to). */
const jsonKeys = (path: OrderTerm['path'] = []) =>
  path.map(({ arrow, key }) => `${arrow}${/^-?\d+$/.test(key) ? key : `'${key.replaceAll("'", "''")}'`}`).join('');

function orderSql(node: ResolvedNode): string {
  if (!node.order.length) return '';
  const terms = node.order.map(
    (o) => `${node.sqlAlias}.${quoteIdent(o.column)}${jsonKeys(o.path)} ${o.descending ? 'DESC' : 'ASC'}${o.nulls ? ` NULLS ${o.nulls.toUpperCase()}` : ''}`,
  );
  return ` ORDER BY ${terms.join(', ')}`;
}

function pageSql(node: ResolvedNode): string {
  return `${node.limit !== undefined ? ` LIMIT ${node.limit}` : ''}${node.offset ? ` OFFSET ${node.offset}` : ''}`;
}

/** An embed as a correlated subquery: an array for one-to-many, an object (or null) for many-to-one. */
function embedSql(parent: ResolvedNode, child: ResolvedNode, params: Params): string {
  // The aliases are reserved before the subquery is built, so its params are numbered in order.
  const { from, where } = sourceOf(parent, child, params);
  const { select, groupBy } = selectParts(child, params);
  const inner = `SELECT ${select} FROM ${from}${lateralJoins(child, params)} WHERE ${where.join(' AND ')}${groupBy}${orderSql(child)}`;
  if (child.join?.toMany) {
    return `(SELECT coalesce(json_agg(_e), '[]') FROM (${inner}${pageSql(child)}) _e)`;
  }
  return `(SELECT row_to_json(_e) FROM (${inner} LIMIT 1) _e)`;
}

/** The rows of a read, as one SELECT; `source` is the table, or a CTE's name after a mutation. */
export function rowsSql(node: ResolvedNode, params: Params, source = table(node.relation), paged = true): string {
  const { select, groupBy } = selectParts(node, params);
  const joins = lateralJoins(node, params);
  const where = conditions(node, params);
  return `SELECT ${select} FROM ${source} ${node.sqlAlias}${joins}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}${groupBy}${orderSql(node)}${paged ? pageSql(node) : ''}`;
}

export function countSql(node: ResolvedNode, params: Params): string {
  const where = conditions(node, params);
  return `SELECT count(*) FROM ${table(node.relation)} ${node.sqlAlias}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
}

/** Rows turned into JSON text by Postgres: dates stay strings, bigints stay numbers. */
export function jsonOf(rows: string, single: boolean): string {
  return `SELECT ${single ? `(json_agg(_r) -> 0)::text` : `coalesce(json_agg(_r), '[]')::text`} AS body, count(*)::int AS rows FROM (${rows}) _r`;
}
