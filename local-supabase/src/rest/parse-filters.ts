import { parseColumnRef, type ColumnRef } from './json-path';
import { checkRegexFilter } from './regex-cost';
import { splitTopLevel, syntaxError, unquote } from './syntax-error';

export const OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct', 'cs', 'cd', 'ov',
  'sl', 'sr', 'nxl', 'nxr', 'adj',
  'fts', 'plfts', 'phfts', 'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** Full-text search: each operator's query function; `fts(english)` names the text search configuration. */
export const TEXT_SEARCHES = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' } as const;
/** The operators PostgREST lets compare with any or all of a list: `like(any).{a*,b*}`. */
const QUANTIFIABLE = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);

export type Filter =
  | {
      kind: 'condition';
      column: string;
      path: ColumnRef['path'];
      operator: Operator;
      negate: boolean;
      value: string | string[];
      /** `op(any)` / `op(all)`: value is the list compared with. */
      quantifier?: 'any' | 'all';
      /** `fts(english)`: the text search configuration. */
      language?: string;
    }
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
  const token = dot === -1 ? rest : rest.slice(0, dot);
  // `like(any)`, `fts(english)`: an operator with its modifier.
  const [, operator = token, modifier] = /^([a-z]+)\(([^()]*)\)$/.exec(token) ?? [];
  if (!isOperator(operator)) throw syntaxError('filter', whole, `unknown operator "${token}"`);
  const raw = dot === -1 ? '' : rest.slice(dot + 1);
  if (dot === -1) throw syntaxError('filter', whole, `"${operator}" needs a value`);
  if (operator === 'is' && !IS_VALUES.has(raw.toLowerCase())) {
    throw syntaxError('filter', whole, `is. accepts null, not_null, true, false or unknown, not "${raw}"`);
  }
  const ref = parseColumnRef(column, 'filter', whole);
  // Every condition is built by this one literal, so all share one shape: spreading a partial
  // condition into a new object gave V8 a new hidden class on each request.
  const condition = (value: string | string[], quantifier?: 'any' | 'all', language?: string): Filter => ({
    kind: 'condition', column: ref.name, path: ref.path, operator, negate, value, quantifier, language,
  });
  if (modifier !== undefined && operator in TEXT_SEARCHES) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(modifier)) throw syntaxError('filter', whole, `"${modifier}" is not a text search configuration`);
    return condition(raw, undefined, modifier);
  }
  if (modifier !== undefined) {
    if (!QUANTIFIABLE.has(operator) || (modifier !== 'any' && modifier !== 'all')) {
      throw syntaxError('filter', whole, `"${operator}" takes no "(${modifier})"`);
    }
    if (!raw.startsWith('{') || !raw.endsWith('}')) throw syntaxError('filter', whole, `${token} expects a list like {a,b}`);
    const list = raw.length > 2 ? splitTopLevel(raw.slice(1, -1), ',', 'filter').map(unquote) : [];
    if (operator === 'match' || operator === 'imatch') list.forEach(checkRegexFilter);
    return condition(list, modifier);
  }
  if (operator === 'match' || operator === 'imatch') checkRegexFilter(raw);
  return condition(operator === 'in' ? parseList(raw, whole) : raw);
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
