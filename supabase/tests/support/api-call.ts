import type { Queryable } from '@aayra/local-stack/database';

/**
 * Calls a public function the way the API does: its named arguments read from one JSON object by
 * json_to_record, which turns each value into the argument's declared type (a list of objects into
 * an array of a composite type), then the call by name. The result's columns are selected from
 * the call: a composite's fields, a set's rows, or a scalar as `result`.
 */
export async function apiCall<Row = Record<string, unknown>>(
  tx: Queryable,
  name: string,
  args: Record<string, unknown>,
  columns = '*',
): Promise<{ rowCount: number; rows: Row[] }> {
  const { rows: [fn] } = await tx.query<{ names: string[] | null; types: string[] }>(
    `select p.proargnames as names, array(select format_type(t, null) from unnest(p.proargtypes::oid[]) t) as types
     from pg_proc p where p.proname = $1 and p.pronamespace = 'public'::regnamespace`,
    [name],
  );
  if (!fn) throw new Error(`No function public.${name}`);
  const given = (fn.names ?? []).map((arg, i) => ({ arg, type: fn.types[i]! })).filter(({ arg }) => arg in args);
  const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
  const record = given.length
    ? `json_to_record($1::json) as _a(${given.map(({ arg, type }) => `${quote(arg)} ${type}`).join(', ')}) cross join lateral `
    : '';
  const call = `public.${quote(name)}(${given.map(({ arg }) => `${quote(arg)} => _a.${quote(arg)}`).join(', ')}) as result`;
  // The call's own columns only: an argument may share a name with one of them.
  const sql = `select ${columns} from (select result.* from ${record}${call}) as called`;
  const { rows } = await tx.query<Row>(sql, given.length ? [JSON.stringify(args)] : []);
  return { rowCount: rows.length, rows };
}
