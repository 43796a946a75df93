import { HttpError } from '../server/http-error';
import { checkColumn } from './resolve-select';
import { filterSql } from './build-conditions';
import type { Filter } from './parse-filters';
import { unknownPayloadColumn } from './rest-errors';
import type { Relation } from './schema-cache';
import { quoteIdent } from '../db/identifiers';
import { table, type Params } from './sql';

type Row = Record<string, unknown>;

/**
 * How many rows a merge inserted, counted as PostgREST counts them: each row offered adds one,
 * each that met an existing row takes it back. Transaction-local, so every request starts unset.
 */
const INSERTED = 'aayra.inserted';
const tally = (step: '+' | '-') =>
  `set_config('${INSERTED}', (coalesce(nullif(current_setting('${INSERTED}', true), '')::int, 0) ${step} 1)::text, true) <> '-1'`;
/** Null when no merge ran: a plain insert (no key to merge on) counts as inserting. */
export const insertedSql = `nullif(current_setting('${INSERTED}', true), '')::int`;

function rowsOf(body: unknown): Row[] {
  const rows = Array.isArray(body) ? body : [body];
  if (body === undefined || rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
    throw new HttpError(400, 'PGRST102', 'All object keys must match', 'The body must be a JSON object or an array of objects');
  }
  return rows as Row[];
}

function payloadColumns(relation: Relation, names: Iterable<string>): string[] {
  const columns = [...new Set(names)];
  for (const name of columns) if (!relation.columns.has(name)) throw unknownPayloadColumn(relation.name, name);
  return columns;
}

/** `?columns="a","b"` as bulk inserts send it. */
export function parseColumnsParam(text: string): string[] {
  return text.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1')).filter(Boolean);
}

export interface InsertOptions {
  columns?: string[];
  onConflict?: string[];
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
}

/**
 * INSERT ... SELECT from json_populate_recordset: Postgres turns each JSON value into the column's
 * type (arrays, json, dates), and the whole payload is one parameter. Returns one statement per
 * group of rows sharing the same keys when missing keys must take their defaults.
 */
export function insertStatements(relation: Relation, body: unknown, options: InsertOptions, params: Params, returning: boolean): string[] {
  const rows = rowsOf(body);
  if (rows.length === 0) return [];
  const groups = new Map<string, { columns: string[]; rows: Row[] }>();
  if (options.missingDefault || !Array.isArray(body)) {
    for (const row of rows) {
      const columns = payloadColumns(relation, options.columns ?? Object.keys(row)).filter((c) => !options.missingDefault || c in row);
      const key = columns.join('\u0000');
      groups.set(key, { columns, rows: [...(groups.get(key)?.rows ?? []), row] });
    }
  } else {
    const columns = payloadColumns(relation, options.columns ?? rows.flatMap((r) => Object.keys(r)));
    groups.set('', { columns, rows });
  }
  const conflict = options.onConflict ?? relation.primaryKey;
  options.onConflict?.forEach((c) => checkColumn(relation, c));
  // A merge sets every column of the payload, also in rows that left one out (it takes its default then).
  const everyColumn = [...new Set([...groups.values()].flatMap((g) => g.columns))];
  return [...groups.values()].map(({ columns, rows: group }) => {
    const list = columns.map(quoteIdent).join(', ');
    const merging = options.resolution === 'merge-duplicates' && conflict.length > 0 && columns.length > 0;
    const source = columns.length
      ? `(${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table(relation)}, ${params.add(JSON.stringify(group))}::json)${merging ? ` WHERE ${tally('+')}` : ''}`
      : 'DEFAULT VALUES';
    let upsert = '';
    if (merging) {
      // As PostgREST: every payload column is set, the key too, so a key-only merge still hands back its row.
      const updates = everyColumn.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`);
      upsert = ` ON CONFLICT (${conflict.map(quoteIdent).join(', ')}) DO UPDATE SET ${updates.join(', ')} WHERE ${tally('-')}`;
    } else if (options.resolution && conflict.length) {
      upsert = ` ON CONFLICT (${conflict.map(quoteIdent).join(', ')}) DO NOTHING`;
    }
    return `INSERT INTO ${table(relation)} AS t0 ${source}${upsert}${returning ? ' RETURNING t0.*' : ''}`;
  });
}

export function updateStatement(relation: Relation, body: unknown, filters: Filter[], params: Params, returning: boolean): string | null {
  const [row] = rowsOf(body);
  if (Array.isArray(body)) throw new HttpError(400, 'PGRST102', 'An update takes one JSON object, not an array');
  const columns = payloadColumns(relation, Object.keys(row!));
  if (columns.length === 0) return null;
  const assignments = columns.map((c) => `${quoteIdent(c)} = _p.${quoteIdent(c)}`).join(', ');
  const where = filters.map((f) => filterSql('t0', f, params, relation));
  return `UPDATE ${table(relation)} AS t0 SET ${assignments} FROM json_populate_record(NULL::${table(relation)}, ${params.add(JSON.stringify(row))}::json) AS _p${
    where.length ? ` WHERE ${where.join(' AND ')}` : ''
  }${returning ? ' RETURNING t0.*' : ''}`;
}

export function deleteStatement(relation: Relation, filters: Filter[], params: Params, returning: boolean): string {
  const where = filters.map((f) => filterSql('t0', f, params, relation));
  return `DELETE FROM ${table(relation)} AS t0${where.length ? ` WHERE ${where.join(' AND ')}` : ''}${returning ? ' RETURNING t0.*' : ''}`;
}
