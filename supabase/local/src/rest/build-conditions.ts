import type { Filter } from './parse-filters';
import { columnSql } from './json-path';
import type { Params } from './sql';

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', cs: '@>', cd: '<@', ov: '&&' };
const TEXT_MATCHES: Record<string, string> = { like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*' };
const IS: Record<string, string> = { null: 'IS NULL', not_null: 'IS NOT NULL', true: 'IS TRUE', false: 'IS FALSE', unknown: 'IS UNKNOWN' };

function condition(alias: string, filter: Extract<Filter, { kind: 'condition' }>, params: Params): string {
  const column = columnSql(alias, { name: filter.column, path: filter.path }, params);
  const { operator, value } = filter;
  if (operator === 'in') {
    const list = value as string[];
    return list.length ? `${column} IN (${list.map((v) => params.add(v)).join(', ')})` : 'false';
  }
  if (operator === 'is') return `${column} ${IS[(value as string).toLowerCase()]}`;
  const comparison = COMPARISONS[operator];
  // The parameter takes the column's type, so '2026-11-21' compares as a date, '5' as a number.
  if (comparison) return `${column} ${comparison} ${params.add(value)}`;
  const pattern = operator === 'like' || operator === 'ilike' ? (value as string).replace(/\*/g, '%') : value;
  return `${column}::text ${TEXT_MATCHES[operator]} ${params.add(pattern)}`;
}

export function filterSql(alias: string, filter: Filter, params: Params): string {
  const sql =
    filter.kind === 'condition'
      ? condition(alias, filter, params)
      : `(${filter.filters.map((f) => filterSql(alias, f, params)).join(filter.operator === 'and' ? ' AND ' : ' OR ')})`;
  return filter.negate ? `NOT (${sql})` : sql;
}
