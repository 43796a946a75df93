import { HttpError } from '../server/http-error';
import type { StoredFunction } from './schema-cache';
import { quoteIdent } from '../db/identifiers';
import type { Params } from './sql';

/** The overload whose argument names cover exactly the given keys (PostgREST picks the same way). */
export function pickOverload(name: string, overloads: StoredFunction[] | undefined, keys: string[]): StoredFunction {
  const fitting = (overloads ?? []).filter((fn) => {
    const names = fn.args.map((a) => a.name);
    const required = names.slice(0, names.length - fn.optionalArgs);
    return keys.every((k) => names.includes(k)) && required.every((r) => keys.includes(r));
  });
  if (fitting.length !== 1) {
    throw new HttpError(404, 'PGRST202', `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${keys.join(', ') || '(none)'}, but no matches were found in the schema cache.`);
  }
  return fitting[0]!;
}

/**
 * The call, with every argument read from one JSON parameter by json_to_record, which turns
 * each value into the argument's declared type (from the catalog, never from the request).
 */
export function rpcCall(fn: StoredFunction, args: Record<string, unknown>, params: Params): { from: string; call: string } {
  const given = fn.args.filter((a) => a.name in args);
  if (given.length === 0) return { from: '', call: `"public".${quoteIdent(fn.name)}()` };
  const record = `json_to_record(${params.add(JSON.stringify(args))}::json) AS _a(${given.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ')})`;
  const call = `"public".${quoteIdent(fn.name)}(${given.map((a) => `${quoteIdent(a.name)} => _a.${quoteIdent(a.name)}`).join(', ')})`;
  return { from: record, call };
}
