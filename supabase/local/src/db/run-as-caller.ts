import type { Caller, Database, Queryable, Settings } from './database';

const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);
/**
 * What Supabase's REST layer sets for a request: the caller's role and its JWT claims, so that
 * row-level security and auth.uid() decide.
 */
export function callerSettings(caller: Caller): Settings {
  if (!API_ROLES.has(caller.role)) throw new Error(`Unknown API role: ${caller.role}`);
  // A token's verified claims are one object for as long as the token is cached: its settings
  // (and their SQL text, settings-statement.ts) are worked out once, not on every request.
  const known = settingsOfClaims.get(caller.claims);
  if (known?.role === caller.role) return known;
  const claims: Record<string, unknown> = { ...caller.claims, role: caller.claims.role ?? caller.role };
  const settings: Settings = {
    role: caller.role,
    'request.jwt.claims': JSON.stringify(claims),
    'request.jwt.claim.sub': typeof claims.sub === 'string' ? claims.sub : '',
    'request.jwt.claim.role': caller.role,
  };
  settingsOfClaims.set(caller.claims, settings);
  return settings;
}

const settingsOfClaims = new WeakMap<object, Settings>();

/** Runs fn in one read-write transaction as the caller. */
export function runAsCaller<T>(db: Database, caller: Caller, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(fn, { settings: callerSettings(caller) });
}

/**
 * Queries that read as the caller, each a read-only statement in a transaction of its own: the
 * shape of a PostgREST GET, which is one statement, and on a real Postgres one round trip.
 */
export function readAsCaller(db: Database, caller: Caller): Queryable {
  const settings = callerSettings(caller);
  return {
    query: (sql, params = []) => db.statement(sql, params, { settings, readOnly: true }),
  };
}
