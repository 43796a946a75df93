import type { Filter } from './parse-filters';
import { TEXT_SEARCHES } from './parse-filters';
import { columnSql } from './json-path';
import type { Relation } from './schema-cache';
import type { Params } from './sql';

const COMPARISONS: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', cs: '@>', cd: '<@', ov: '&&',
  // Ranges: strictly left of, strictly right of, does not extend left of / right of, adjacent to.
  sl: '<<', sr: '>>', nxl: '&>', nxr: '&<', adj: '-|-',
};
const TEXT_MATCHES: Record<string, string> = { like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*' };
const IS: Record<string, string> = { null: 'IS NULL', not_null: 'IS NOT NULL', true: 'IS TRUE', false: 'IS FALSE', unknown: 'IS UNKNOWN' };

type Condition = Extract<Filter, { kind: 'condition' }>;

/** `column op value` for one value: the parameter takes the column's type ('2026-11-21' compares as a date). */
function compare(column: string, operator: string, value: string, params: Params): string {
  const comparison = COMPARISONS[operator];
  if (comparison) return `${column} ${comparison} ${params.add(value)}`;
  const pattern = operator === 'like' || operator === 'ilike' ? value.replace(/\*/g, '%') : value;
  return `${column}::text ${TEXT_MATCHES[operator]} ${params.add(pattern)}`;
}

/**
 * Full-text search as PostgREST words it: a tsvector column is searched as it is, any other is
 * made one with to_tsvector, in the configuration named (`fts(english)`) or the database's default.
 */
function textSearch(column: string, filter: Condition, relation: Relation | undefined, params: Params): string {
  const config = filter.language === undefined ? '' : `${params.add(filter.language)}::regconfig, `;
  const type = filter.path.length === 0 ? relation?.columns.get(filter.column)?.type : undefined;
  const document = type === 'tsvector' ? column : `to_tsvector(${config}${column}${filter.path.length ? '' : '::text'})`;
  return `${document} @@ ${TEXT_SEARCHES[filter.operator as keyof typeof TEXT_SEARCHES]}(${config}${params.add(filter.value)})`;
}

function condition(alias: string, filter: Condition, relation: Relation | undefined, params: Params): string {
  const column = columnSql(alias, { name: filter.column, path: filter.path }, params);
  const { operator, value } = filter;
  if (filter.quantifier) {
    // PostgREST's op(any) / op(all): true for an empty "any" list is false, for an empty "all" true.
    const list = value as string[];
    if (list.length === 0) return filter.quantifier === 'any' ? 'false' : 'true';
    return `(${list.map((v) => compare(column, operator, v, params)).join(filter.quantifier === 'any' ? ' OR ' : ' AND ')})`;
  }
  if (operator === 'in') {
    const list = value as string[];
    return list.length ? `${column} IN (${list.map((v) => params.add(v)).join(', ')})` : 'false';
  }
  if (operator === 'is') return `${column} ${IS[(value as string).toLowerCase()]}`;
  if (operator === 'isdistinct') return `${column} IS DISTINCT FROM ${params.add(value)}`;
  if (operator in TEXT_SEARCHES) return textSearch(column, filter, relation, params);
  return compare(column, operator, value as string, params);
}

/** A filter as SQL; relation, when given, lets a condition read its column's type. */
export function filterSql(alias: string, filter: Filter, params: Params, relation?: Relation): string {
  const sql =
    filter.kind === 'condition'
      ? condition(alias, filter, relation, params)
      : `(${filter.filters.map((f) => filterSql(alias, f, params, relation)).join(filter.operator === 'and' ? ' AND ' : ' OR ')})`;
  return filter.negate ? `NOT (${sql})` : sql;
}
