import { parseColumnRef, type ColumnRef } from './json-path';
import { checkName, splitTopLevel, syntaxError } from './syntax-error';

export const AGGREGATES = ['count', 'sum', 'avg', 'min', 'max'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'column'; name: string; path: ColumnRef['path']; alias?: string; cast?: string;
      /** `amount.sum()`: the column aggregated over the rows, grouped by the other columns. */
      aggregate?: Aggregate; aggregateCast?: string;
    }
  /** `count()` (or a bare `count`): how many rows, grouped by the other columns. */
  | { kind: 'count'; alias?: string; cast?: string }
  /** `...rel(cols)` is a spread: the embed's columns join its parent's. */
  | { kind: 'embed'; relation: string; alias?: string; hint?: string; inner: boolean; spread?: true; items: SelectItem[] };

// Casts a client may ask for in select (`col::text`); anything else is refused, never inlined.
const CASTS = new Set(['text', 'int', 'int4', 'int8', 'integer', 'bigint', 'numeric', 'float8', 'boolean', 'bool', 'date', 'timestamptz', 'json', 'jsonb', 'uuid']);
const MAX_DEPTH = 8;

function parseItems(text: string, whole: string, depth: number): SelectItem[] {
  if (depth > MAX_DEPTH) throw syntaxError('select parameter', whole, 'embeds nested too deep');
  if (text === '') throw syntaxError('select parameter', whole, 'empty select list');
  return splitTopLevel(text, ',', 'select parameter').map((part) => parseItem(part, whole, depth));
}

function checkCast(cast: string | undefined, whole: string): void {
  if (cast !== undefined && !CASTS.has(cast)) throw syntaxError('select parameter', whole, `cast to "${cast}" is not supported`);
}

const COUNT = /^count(?:\(\))?(?:::([A-Za-z0-9_]+))?$/;
const AGGREGATE = new RegExp(`^(.+)\\.(${AGGREGATES.join('|')})\\(\\)(?:::([A-Za-z0-9_]+))?$`);

function parseItem(part: string, whole: string, depth: number): SelectItem {
  if (part === '*') return { kind: 'star' };
  if (part === '') throw syntaxError('select parameter', whole, 'empty item');
  const spread = part.startsWith('...');
  const text = spread ? part.slice(3) : part;
  const open = text.indexOf('(');
  const head = open === -1 ? text : text.slice(0, open);
  const colon = /^("(?:[^"\\]|\\.)*"|[^:"]+?):(?!:)/.exec(head);
  const alias = colon?.[1] !== undefined ? checkName(colon[1], 'select parameter', whole) : undefined;
  const body = colon ? text.slice(colon[0].length) : text;
  const bodyOpen = body.indexOf('(');
  const count = spread ? null : COUNT.exec(body);
  if (count && (body.includes('(') || alias === undefined)) {
    checkCast(count[1], whole);
    return { kind: 'count', ...(alias ? { alias } : {}), ...(count[1] ? { cast: count[1] } : {}) };
  }
  const aggregate = spread ? null : AGGREGATE.exec(body);
  if (aggregate) {
    checkCast(aggregate[3], whole);
    const column = parseColumn(aggregate[1]!, alias, whole);
    return { ...column, aggregate: aggregate[2] as Aggregate, ...(aggregate[3] ? { aggregateCast: aggregate[3] } : {}) };
  }
  if (bodyOpen !== -1) {
    if (!body.endsWith(')')) throw syntaxError('select parameter', whole, `expected ")" after "${part}"`);
    const rest = body.slice(0, bodyOpen);
    const [relation, ...hints] = rest.split('!');
    const inner = hints.includes('inner');
    const hint = hints.find((h) => h !== 'inner' && h !== 'left');
    if (hints.length > 2) throw syntaxError('select parameter', whole, `too many "!" in "${rest}"`);
    const inside = body.slice(bodyOpen + 1, -1);
    return {
      kind: 'embed',
      relation: checkName(relation ?? '', 'select parameter', whole),
      ...(alias ? { alias } : {}),
      ...(hint ? { hint: checkName(hint, 'select parameter', whole) } : {}),
      inner,
      ...(spread ? { spread: true as const } : {}),
      // `rel()`: joined (and filtered on) but left out of the answer.
      items: inside === '' ? [] : parseItems(inside, whole, depth + 1),
    };
  }
  if (spread) throw syntaxError('select parameter', whole, `"..." needs an embed in "${part}"`);
  return parseColumn(body, alias, whole);
}

function parseColumn(text: string, alias: string | undefined, whole: string): Extract<SelectItem, { kind: 'column' }> {
  const [name, cast, extra] = text.split('::');
  if (extra !== undefined) throw syntaxError('select parameter', whole, `unexpected "::" in "${text}"`);
  checkCast(cast, whole);
  const ref = parseColumnRef(name ?? '', 'select parameter', whole);
  // As PostgREST: `content->>title` is named after its last key unless aliased.
  const implicitAlias = ref.path.at(-1)?.key;
  return {
    kind: 'column',
    name: ref.name,
    path: ref.path,
    ...(alias ?? implicitAlias ? { alias: alias ?? implicitAlias } : {}),
    ...(cast ? { cast } : {}),
  };
}

/** PostgREST's select grammar: `*, alias:col::text, col.sum(), count(), rel!hint!inner(cols, nested(...)), ...rel(cols)`. */
export function parseSelect(select: string | null): SelectItem[] {
  if (select === null) return [{ kind: 'star' }];
  // Whitespace outside quotes means nothing (supabase-js strips it too).
  const compact = select.replace(/("(?:[^"\\]|\\.)*")|\s+/g, (_m, quoted: string | undefined) => quoted ?? '');
  return parseItems(compact, select, 0);
}
