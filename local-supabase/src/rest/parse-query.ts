import { parseFilterParam } from './parse-filters';
import { parseCount, parseOrder } from './parse-order';
import { parseSelect, type SelectItem } from './parse-select';
import type { PathOptions } from './resolve-select';
import { syntaxError } from './syntax-error';

export interface ParsedQuery {
  select: SelectItem[];
  /** Filters, order and paging by embed path ('' is the root relation). */
  paths: Map<string, PathOptions>;
  columns?: string;
  onConflict?: string;
  /** Parameters left over: an rpc GET's arguments. */
  rest: Map<string, string>;
}

const ROOT_ONLY = new Set(['select', 'columns', 'on_conflict']);

/**
 * Splits the query string the way PostgREST reads it: `studysessions.status=eq.x` filters the
 * embed at path `studysessions`, `studysessions.order=...` orders it, `not.or=(...)` is root logic.
 */
export function parseQuery(search: URLSearchParams, argNames: Set<string> = new Set()): ParsedQuery {
  const paths = new Map<string, PathOptions>();
  const at = (path: string) => {
    let options = paths.get(path);
    if (!options) paths.set(path, (options = { filters: [], order: [] }));
    return options;
  };
  const parsed: ParsedQuery = { select: parseSelect(search.get('select')), paths, rest: new Map() };
  const columns = search.get('columns');
  const onConflict = search.get('on_conflict');
  if (columns !== null) parsed.columns = columns;
  if (onConflict !== null) parsed.onConflict = onConflict;
  at('');
  for (const [key, value] of search) {
    if (ROOT_ONLY.has(key)) continue;
    if (argNames.has(key)) {
      parsed.rest.set(key, value);
      continue;
    }
    const logic = /^(?:(.+?)\.)??((?:not\.)?(?:and|or))$/.exec(key);
    const [path, name] = logic ? [logic[1] ?? '', logic[2]!] : splitKey(key);
    const options = at(path);
    if (name === 'order') options.order.push(...parseOrder(value));
    else if (name === 'limit') options.limit = parseCount(value, 'limit');
    else if (name === 'offset') options.offset = parseCount(value, 'offset');
    else options.filters.push(parseFilterParam(name, value));
  }
  return parsed;
}

function splitKey(key: string): [string, string] {
  if (key === '') throw syntaxError('filter', key, 'empty parameter name');
  const dot = key.lastIndexOf('.');
  return dot === -1 ? ['', key] : [key.slice(0, dot), key.slice(dot + 1)];
}
