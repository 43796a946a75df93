import type { Caller, Database, Queryable, Settings } from './database';

const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);
/**
 * What Supabase's REST layer sets for a request: the caller's role and its JWT claims, so that
 * row-level security and auth.uid() decide; for REST, also the request's search_path (PostgREST
 * puts the request's schema first, then db-extra-search-path).
 */
export function callerSettings(caller: Caller, searchPath?: string): Settings {
  if (!API_ROLES.has(caller.role)) throw new Error(`Unknown API role: ${caller.role}`);
  // A token's verified claims are one object for as long as the token is cached: its settings
  // (and their SQL text, settings-statement.ts) are worked out once per search path, not on every request.
  let known = settingsOfClaims.get(caller.claims);
  if (known?.role !== caller.role) settingsOfClaims.set(caller.claims, (known = { role: caller.role, bySearchPath: new Map() }));
  const key = searchPath ?? '';
  const cached = known.bySearchPath.get(key);
  if (cached) return cached;
  const claims: Record<string, unknown> = { ...caller.claims, role: caller.claims.role ?? caller.role };
  const settings: Settings = {
    role: caller.role,
    'request.jwt.claims': JSON.stringify(claims),
    'request.jwt.claim.sub': typeof claims.sub === 'string' ? claims.sub : '',
    'request.jwt.claim.role': caller.role,
    ...(searchPath === undefined ? {} : { search_path: searchPath }),
  };
  known.bySearchPath.set(key, settings);
  return settings;
}

const settingsOfClaims = new WeakMap<object, { role: string; bySearchPath: Map<string, Settings> }>();

/**
 * Runs fn in one read-write transaction as the caller; with a request's settings
 * (rest/request-settings.ts), those too, as PostgREST sets them beside the caller's.
 */
export function runAsCaller<T>(db: Database, caller: Caller, fn: (tx: Queryable) => Promise<T>, searchPath?: string, request?: Settings): Promise<T> {
  return db.transaction(fn, { settings: callerSettings(caller, searchPath), ...(request ? { request } : {}) });
}

/**
 * Queries that read as the caller, each a read-only statement in a transaction of its own: the
 * shape of a PostgREST GET, which is one statement, and on a real Postgres one round trip.
 */
export function readAsCaller(db: Database, caller: Caller, searchPath?: string, request?: Settings): Queryable {
  const settings = callerSettings(caller, searchPath);
  const options = { settings, readOnly: true, ...(request ? { request } : {}) };
  return {
    query: (sql, params = []) => db.statement(sql, params, options),
  };
}
