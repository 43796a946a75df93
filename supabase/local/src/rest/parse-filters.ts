import { parseColumnRef, type ColumnRef } from './json-path';
import { checkRegexFilter } from './regex-cost';
import { splitTopLevel, syntaxError, unquote } from './syntax-error';

export const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'cs', 'cd', 'ov'] as const;
export type Operator = (typeof OPERATORS)[number];

export type Filter =
  | { kind: 'condition'; column: string; path: ColumnRef['path']; operator: Operator; negate: boolean; value: string | string[] }
  | { kind: 'logic'; operator: 'and' | 'or'; negate: boolean; filters: Filter[] };

const MAX_DEPTH = 8;
const IS_VALUES = new Set(['null', 'true', 'false', 'unknown', 'not_null']);

function isOperator(value: string | undefined): value is Operator {
  return (OPERATORS as readonly string[]).includes(value ?? '');
}

function parseList(text: string, whole: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) throw syntaxError('filter', whole, 'in. expects a list like (a,b)');
  const inner = text.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner, ',', 'filter').map(unquote);
}

/** `op.value` or `not.op.value`, the right-hand side of `col=...` and of each item of or=(...). */
export function parseOperation(column: string, text: string, whole: string): Filter {
  let negate = false;
  let rest = text;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot === -1 ? rest : rest.slice(0, dot);
  if (!isOperator(operator)) throw syntaxError('filter', whole, `unknown operator "${operator}"`);
  const raw = dot === -1 ? '' : rest.slice(dot + 1);
  if (dot === -1) throw syntaxError('filter', whole, `"${operator}" needs a value`);
  if (operator === 'is' && !IS_VALUES.has(raw.toLowerCase())) {
    throw syntaxError('filter', whole, `is. accepts null, not_null, true, false or unknown, not "${raw}"`);
  }
  if (operator === 'match' || operator === 'imatch') checkRegexFilter(raw);
  const value = operator === 'in' ? parseList(raw, whole) : raw;
  const ref = parseColumnRef(column, 'filter', whole);
  return { kind: 'condition', column: ref.name, path: ref.path, operator, negate, value };
}

/** The inside of or=(...)/and=(...): items `col.op.value`, `col.not.op.value`, `and(...)`, `not.or(...)`. */
export function parseLogic(operator: 'and' | 'or', negate: boolean, text: string, whole: string, depth = 0): Filter {
  if (depth > MAX_DEPTH) throw syntaxError('logic tree', whole, 'nested too deep');
  if (!text.startsWith('(') || !text.endsWith(')')) throw syntaxError('logic tree', whole, 'expected (...)');
  const inner = text.slice(1, -1);
  if (inner === '') throw syntaxError('logic tree', whole, 'empty logic tree');
  const filters = splitTopLevel(inner, ',', 'logic tree').map((item): Filter => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] ?? '', whole, depth + 1);
    const dot = item.indexOf('.');
    if (dot <= 0) throw syntaxError('logic tree', whole, `expected column.operator.value, got "${item}"`);
    return parseOperation(item.slice(0, dot), item.slice(dot + 1), whole);
  });
  return { kind: 'logic', operator, negate, filters };
}

/** One query parameter: `col=eq.1`, `or=(...)`, `not.and=(...)` (key already stripped of an embed path). */
export function parseFilterParam(key: string, value: string): Filter {
  const logic = /^(not\.)?(and|or)$/.exec(key);
  if (logic) return parseLogic(logic[2] as 'and' | 'or', Boolean(logic[1]), value, `${key}=${value}`);
  return parseOperation(key, value, `${key}=${value}`);
}
