import type { IncomingHttpHeaders } from 'node:http';
import type { Queryable } from '../db/database';
import { notSupported } from './rest-errors';
import type { Params } from './sql';

/** How a read answers, from its Accept header, as PostgREST reads it. */
export type ReadFormat =
  | { kind: 'json'; stripNulls: boolean }
  | { kind: 'csv' }
  /** An execution plan of the read instead of its rows (supabase-js explain()). */
  | { kind: 'plan'; format: 'json' | 'text'; options: string[] };

const PLAN_OPTIONS = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

export function readFormat(headers: IncomingHttpHeaders): ReadFormat {
  const accept = headers.accept ?? '';
  // GeoJSON needs PostGIS, which the stack's databases do not have.
  if (accept.includes('application/geo+json')) throw notSupported('GeoJSON answers (Accept: application/geo+json)');
  const plan = /application\/vnd\.pgrst\.plan(?:\+(json|text))?/.exec(accept);
  if (plan) {
    const options = /options=([a-z|]*)/.exec(accept)?.[1]?.split('|').filter((o) => PLAN_OPTIONS.has(o)) ?? [];
    return { kind: 'plan', format: plan[1] === 'json' ? 'json' : 'text', options };
  }
  if (accept.startsWith('text/csv')) return { kind: 'csv' };
  return { kind: 'json', stripNulls: /nulls=stripped/.test(accept) };
}

/**
 * Rows as PostgREST's CSV: a header of the first row's keys, then each row's record text with
 * its parentheses taken off (Postgres quotes what needs quoting, and a null is left empty).
 */
export function csvOf(rows: string): string {
  return `WITH _rows AS (${rows}) SELECT coalesce((SELECT string_agg(k, ',') FROM json_object_keys((SELECT row_to_json(_h) FROM _rows _h LIMIT 1)) k), '') || E'\\n' || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '') AS body, count(*)::int AS rows FROM _rows _r`;
}

/** The plan Postgres makes for a statement, as PostgREST hands it back: JSON, or the text's lines. */
export async function explain(tx: Queryable, sql: string, params: Params, format: 'json' | 'text', options: string[]): Promise<string> {
  const settings = [`FORMAT ${format.toUpperCase()}`, ...options.map((o) => o.toUpperCase())].join(', ');
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (${settings}) ${sql}`, params.values);
  if (format === 'text') return rows.map((r) => String(r['QUERY PLAN'])).join('\n');
  const plan = rows[0]?.['QUERY PLAN'];
  return typeof plan === 'string' ? plan : JSON.stringify(plan);
}
