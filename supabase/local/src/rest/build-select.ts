import { filterSql } from './build-conditions';
import { columnSql } from './json-path';
import type { ResolvedNode } from './resolve-select';
import { quoteIdent } from '../db/identifiers';
import { table, type Params } from './sql';

function projection(node: ResolvedNode, params: Params): string {
  const a = node.sqlAlias;
  const parts = node.items.map((item) => {
    if (item.kind === 'star') return `${a}.*`;
    if (item.kind === 'column') return `${columnSql(a, item, params)}${item.cast ? `::${item.cast}` : ''} AS ${quoteIdent(item.outName)}`;
    return `${embedSql(node, item.node, params)} AS ${quoteIdent(item.outName)}`;
  });
  return parts.length ? parts.join(', ') : `${a}.*`;
}

function joinSql(parent: ResolvedNode, child: ResolvedNode): string {
  return (child.join?.pairs ?? [])
    .map(([p, c]) => `${child.sqlAlias}.${quoteIdent(c)} = ${parent.sqlAlias}.${quoteIdent(p)}`)
    .join(' AND ');
}

function conditions(node: ResolvedNode, params: Params, extra: string[] = []): string[] {
  const list = [...extra, ...node.filters.map((f) => filterSql(node.sqlAlias, f, params, node.relation))];
  for (const item of node.items) {
    // !inner: a parent row stays only if the embed (with its own filters) has a match.
    if (item.kind === 'embed' && item.node.join?.inner) {
      const child = item.node;
      const where = conditions(child, params, [joinSql(node, child)]);
      list.push(`EXISTS (SELECT 1 FROM ${table(child.relation.name)} ${child.sqlAlias} WHERE ${where.join(' AND ')})`);
    }
  }
  return list;
}

function orderSql(node: ResolvedNode): string {
  if (!node.order.length) return '';
  const terms = node.order.map(
    (o) => `${node.sqlAlias}.${quoteIdent(o.column)} ${o.descending ? 'DESC' : 'ASC'}${o.nulls ? ` NULLS ${o.nulls.toUpperCase()}` : ''}`,
  );
  return ` ORDER BY ${terms.join(', ')}`;
}

function pageSql(node: ResolvedNode): string {
  return `${node.limit !== undefined ? ` LIMIT ${node.limit}` : ''}${node.offset ? ` OFFSET ${node.offset}` : ''}`;
}

/** An embed as a correlated subquery: an array for one-to-many, an object (or null) for many-to-one. */
function embedSql(parent: ResolvedNode, child: ResolvedNode, params: Params): string {
  // The aliases are reserved before the subquery is built, so its params are numbered in order.
  const where = conditions(child, params, [joinSql(parent, child)]);
  const inner = `SELECT ${projection(child, params)} FROM ${table(child.relation.name)} ${child.sqlAlias} WHERE ${where.join(' AND ')}${orderSql(child)}`;
  if (child.join?.toMany) {
    return `(SELECT coalesce(json_agg(_e), '[]') FROM (${inner}${pageSql(child)}) _e)`;
  }
  return `(SELECT row_to_json(_e) FROM (${inner} LIMIT 1) _e)`;
}

/** The rows of a read, as one SELECT; `source` is the table, or a CTE's name after a mutation. */
export function rowsSql(node: ResolvedNode, params: Params, source = table(node.relation.name), paged = true): string {
  const where = conditions(node, params);
  return `SELECT ${projection(node, params)} FROM ${source} ${node.sqlAlias}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}${orderSql(node)}${paged ? pageSql(node) : ''}`;
}

export function countSql(node: ResolvedNode, params: Params): string {
  const where = conditions(node, params);
  return `SELECT count(*) FROM ${table(node.relation.name)} ${node.sqlAlias}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
}

/** Rows turned into JSON text by Postgres: dates stay strings, bigints stay numbers. */
export function jsonOf(rows: string, single: boolean): string {
  return `SELECT ${single ? `(json_agg(_r) -> 0)::text` : `coalesce(json_agg(_r), '[]')::text`} AS body, count(*)::int AS rows FROM (${rows}) _r`;
}
