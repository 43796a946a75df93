import { parseColumnRef, type ColumnRef } from './json-path';
import { checkName, splitTopLevel, syntaxError } from './syntax-error';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; path: ColumnRef['path']; alias?: string; cast?: string }
  | { kind: 'embed'; relation: string; alias?: string; hint?: string; inner: boolean; items: SelectItem[] };

// Casts a client may ask for in select (`col::text`); anything else is refused, never inlined.
const CASTS = new Set(['text', 'int', 'int4', 'int8', 'integer', 'bigint', 'numeric', 'float8', 'boolean', 'bool', 'date', 'timestamptz', 'json', 'jsonb', 'uuid']);
const MAX_DEPTH = 8;

function parseItems(text: string, whole: string, depth: number): SelectItem[] {
  if (depth > MAX_DEPTH) throw syntaxError('select parameter', whole, 'embeds nested too deep');
  if (text === '') throw syntaxError('select parameter', whole, 'empty select list');
  return splitTopLevel(text, ',', 'select parameter').map((part) => parseItem(part, whole, depth));
}

function parseItem(part: string, whole: string, depth: number): SelectItem {
  if (part === '*') return { kind: 'star' };
  if (part === '') throw syntaxError('select parameter', whole, 'empty item');
  const open = part.indexOf('(');
  const head = open === -1 ? part : part.slice(0, open);
  const colon = /^("(?:[^"\\]|\\.)*"|[^:"]+?):(?!:)(.*)$/.exec(head);
  const alias = colon?.[1] !== undefined ? checkName(colon[1], 'select parameter', whole) : undefined;
  const rest = colon?.[2] ?? head;
  if (open !== -1) {
    if (!part.endsWith(')')) throw syntaxError('select parameter', whole, `expected ")" after "${part}"`);
    const [relation, ...hints] = rest.split('!');
    const inner = hints.includes('inner');
    const hint = hints.find((h) => h !== 'inner' && h !== 'left');
    if (hints.length > 2) throw syntaxError('select parameter', whole, `too many "!" in "${rest}"`);
    return {
      kind: 'embed',
      relation: checkName(relation ?? '', 'select parameter', whole),
      ...(alias ? { alias } : {}),
      ...(hint ? { hint: checkName(hint, 'select parameter', whole) } : {}),
      inner,
      items: parseItems(part.slice(open + 1, -1), whole, depth + 1),
    };
  }
  const [name, cast, extra] = rest.split('::');
  if (extra !== undefined) throw syntaxError('select parameter', whole, `unexpected "::" in "${rest}"`);
  if (cast !== undefined && !CASTS.has(cast)) throw syntaxError('select parameter', whole, `cast to "${cast}" is not supported`);
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

/** PostgREST's select grammar: `*, alias:col::text, rel!hint!inner(cols, nested(...))`. */
export function parseSelect(select: string | null): SelectItem[] {
  if (select === null) return [{ kind: 'star' }];
  // Whitespace outside quotes means nothing (supabase-js strips it too).
  const compact = select.replace(/("(?:[^"\\]|\\.)*")|\s+/g, (_m, quoted: string | undefined) => quoted ?? '');
  return parseItems(compact, select, 0);
}
