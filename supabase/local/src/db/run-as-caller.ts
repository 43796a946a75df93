import type { Caller, Database, Queryable } from './database';
import { sqlLiteral } from './sql-literal';

const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

/**
 * Runs fn in one transaction as the caller, the way Supabase's REST layer does: it switches to the
 * caller's role and publishes the JWT claims, so row-level security and auth.uid() decide.
 */
export async function runAsCaller<T>(
  db: Database,
  caller: Caller,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  if (!API_ROLES.has(caller.role)) throw new Error(`Unknown API role: ${caller.role}`);
  const claims: Record<string, unknown> = {
    ...caller.claims,
    role: caller.claims.role ?? caller.role,
  };
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  const role = sqlLiteral(caller.role);
  const prelude = `select set_config('role', ${role}, true),
    set_config('request.jwt.claims', ${sqlLiteral(JSON.stringify(claims))}, true),
    set_config('request.jwt.claim.sub', ${sqlLiteral(sub)}, true),
    set_config('request.jwt.claim.role', ${role}, true)`;
  return db.transaction(fn, { prelude });
}
