import { quoteIdent } from '../db/identifiers';
import type { Params } from './sql';
import { checkName, syntaxError } from './syntax-error';

/** `content->>title`, `data->items->0`: a column and the JSON keys (or array indexes) below it. */
export interface ColumnRef {
  name: string;
  path: { arrow: '->' | '->>'; key: string }[];
}

export function parseColumnRef(text: string, what: string, whole: string): ColumnRef {
  const parts = text.split(/(->>?)/);
  const ref: ColumnRef = { name: checkName(parts[0] ?? '', what, whole), path: [] };
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i + 1] ?? '';
    if (!key) throw syntaxError(what, whole, `empty JSON key after "${parts[i]}"`);
    ref.path.push({ arrow: parts[i] as '->' | '->>', key });
  }
  return ref;
}

/** The SQL of a column reference; keys travel as parameters like every other value. */
export function columnSql(alias: string, ref: ColumnRef, params: Params): string {
  let sql = `${alias}.${quoteIdent(ref.name)}`;
  for (const { arrow, key } of ref.path) sql += `${arrow}${/^-?\d+$/.test(key) ? `${params.add(Number(key))}::int` : `${params.add(key)}::text`}`;
  return ref.path.length ? `(${sql})` : sql;
}
