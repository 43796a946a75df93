import { HttpError } from '../server/http-error';
import type { StoredFunction } from './schema-cache';
import { quoteIdent } from '../db/identifiers';
import type { Params } from './sql';

/** PostgREST calls a function with an unnamed parameter only when it is the single one, of these types. */
const UNNAMED_CALLABLE = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);
const callable = (fn: StoredFunction) =>
  fn.args.every((a) => a.name !== '') || (fn.args.length === 1 && UNNAMED_CALLABLE.has(fn.args[0]!.type));
/** The function takes the whole JSON body as its one unnamed json or jsonb argument. */
const takesBody = (fn: StoredFunction) => fn.args.length === 1 && fn.args[0]!.name === '' && ['json', 'jsonb'].includes(fn.args[0]!.type);

/** The arguments given must be the required ones plus any of the optional ones, as PostgREST matches them. */
function matches(fn: StoredFunction, keys: Set<string>): boolean {
  const names = fn.args.map((a) => a.name);
  const required = names.slice(0, names.length - fn.optionalArgs);
  const optional = new Set(names.slice(names.length - fn.optionalArgs));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((r) => keys.has(r));
}

/**
 * The overload PostgREST would call: the one whose parameter names match the arguments given,
 * else (for a JSON body sent by POST) the single one taking an unnamed json or jsonb argument;
 * none answers 404 PGRST202, several 300 PGRST203.
 */
export function pickOverload(name: string, overloads: StoredFunction[] | undefined, keys: string[], schema = 'public', post = false): StoredFunction {
  const given = new Set(keys);
  const candidates = (overloads ?? []).filter(callable);
  const named = candidates.filter((fn) => matches(fn, given));
  const fallback = post ? candidates.filter(takesBody) : [];
  const found = named.length ? named : fallback;
  if (found.length === 1) return found[0]!;
  if (found.length > 1) {
    const argLists = found.map((fn) => fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')).sort();
    const signatures = argLists.map((args) => `${schema}.${name}(${args})`);
    throw new HttpError(300, 'PGRST203', `Could not choose the best candidate function between: ${signatures.join(', ')}`, null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved');
  }
  const parameters = keys.length ? ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}` : ' without parameters';
  throw new HttpError(404, 'PGRST202',
    `Could not find the function ${schema}.${name}${keys.length ? `(${keys.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${schema}.${name}${parameters}${post ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`);
}

/**
 * The call, with every argument read from one JSON parameter by json_to_record, which turns
 * each value into the argument's declared type (from the catalog, never from the request).
 */
export function rpcCall(fn: StoredFunction, args: Record<string, unknown>, params: Params): { from: string; call: string } {
  const given = fn.args.filter((a) => a.name in args);
  const qualified = `${quoteIdent(fn.schema ?? 'public')}.${quoteIdent(fn.name)}`;
  const unnamed = fn.args.length === 1 && fn.args[0]!.name === '' ? fn.args[0]! : undefined;
  if (unnamed && (given.length === 1 || takesBody(fn))) {
    // An unnamed argument is passed by position: the '' key's value, or the whole body for json/jsonb.
    const body = params.add(JSON.stringify(args));
    const value = given.length === 1
      ? (unnamed.type === 'json' || unnamed.type === 'jsonb' ? `(${body}::json -> '')` : `(${body}::json ->> '')`)
      : `${body}::json`;
    return { from: '', call: `${qualified}(${value}::${unnamed.type})` };
  }
  if (given.length === 0) return { from: '', call: `${qualified}()` };
  const record = `json_to_record(${params.add(JSON.stringify(args))}::json) AS _a(${given.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ')})`;
  const call = `${qualified}(${given.map((a) => `${quoteIdent(a.name)} => _a.${quoteIdent(a.name)}`).join(', ')})`;
  return { from: record, call };
}
