import { HttpError } from '../server/http-error';
import { checkColumn } from './resolve-select';
import { filterSql } from './build-conditions';
import type { Filter } from './parse-filters';
import { unknownPayloadColumn } from './rest-errors';
import type { Relation } from './schema-cache';
import { quoteIdent } from '../db/identifiers';
import { quoteLiteral } from '../db/sql-literals';
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
 * The payload with each column's default filled in first, as PostgREST's missing=default does:
 * every default is evaluated for every row (a sequence moves on by one per row, also for a row
 * that brings its own value), then the row's own keys win. Columns without a default stay missing,
 * so they take null.
 */
function withDefaults(relation: Relation, columns: string[], payload: string): string {
  const defaults = columns.flatMap((c) => {
    const sql = relation.columns.get(c)?.defaultSql;
    return sql ? [`${quoteLiteral(c)}, ${sql}`] : [];
  });
  if (!defaults.length) return `${payload}::json`;
  return `(SELECT jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || _d.e ORDER BY _d.o) FROM jsonb_array_elements(${payload}::jsonb) WITH ORDINALITY _d(e, o))::json`;
}

/**
 * INSERT ... SELECT from json_populate_recordset: Postgres turns each JSON value into the column's
 * type (arrays, json, dates), and the whole payload is one parameter. The columns are ?columns=
 * (bulk inserts send it) or every key of the payload; a row without one of them gives it null, or
 * with Prefer missing=default its default. One statement, in the payload's order.
 */
export function insertStatements(relation: Relation, body: unknown, options: InsertOptions, params: Params, returning: boolean): string[] {
  const rows = rowsOf(body);
  if (rows.length === 0) return [];
  const columns = payloadColumns(relation, options.columns ?? rows.flatMap((r) => Object.keys(r)));
  const conflict = options.onConflict ?? relation.primaryKey;
  options.onConflict?.forEach((c) => checkColumn(relation, c));
  const list = columns.map(quoteIdent).join(', ');
  const merging = options.resolution === 'merge-duplicates' && conflict.length > 0 && columns.length > 0;
  const payload = params.add(JSON.stringify(rows));
  const recordset = options.missingDefault ? withDefaults(relation, columns, payload) : `${payload}::json`;
  // No column at all ([{}, {}]): one row of defaults for each object, as PostgREST inserts them.
  const source = columns.length
    ? `(${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table(relation)}, ${recordset})${merging ? ` WHERE ${tally('+')}` : ''}`
    : `SELECT FROM json_array_elements(${payload}::json)`;
  let upsert = '';
  if (merging) {
    // As PostgREST: every payload column is set, the key too, so a key-only merge still hands back its row.
    const updates = columns.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`);
    upsert = ` ON CONFLICT (${conflict.map(quoteIdent).join(', ')}) DO UPDATE SET ${updates.join(', ')} WHERE ${tally('-')}`;
  } else if (options.resolution && conflict.length) {
    upsert = ` ON CONFLICT (${conflict.map(quoteIdent).join(', ')}) DO NOTHING`;
  }
  return [`INSERT INTO ${table(relation)} AS t0 ${source}${upsert}${returning ? ' RETURNING t0.*' : ''}`];
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
