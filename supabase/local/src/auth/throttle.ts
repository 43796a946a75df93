import type { Queryable } from '../db/database';
import { authError } from './auth-error';

// Free attempts before answers slow down, and the point where sign-in is refused for a while.
const FREE_FAILURES = 5;
const REFUSE_AFTER = 30;
const WINDOW_MINUTES = 15;
const MAX_DELAY_MS = 5000;

/** How long to hold the answer for this e-mail and address; throws 429 past the limit. */
export async function signInDelay(db: Queryable, email: string, clientIp: string): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `select failures from auth.server_sign_in_failures
      where email = $1 and client_ip = $2 and last_failed_at > now() - make_interval(mins => $3)`,
    [email, clientIp, WINDOW_MINUTES],
  );
  const failures = rows[0]?.failures ?? 0;
  if (failures >= REFUSE_AFTER) {
    throw authError(429, 'over_request_rate_limit', 'Too many failed sign-in attempts. Try again later.');
  }
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 250 * 2 ** (failures - FREE_FAILURES));
}

export async function recordFailure(db: Queryable, email: string, clientIp: string): Promise<void> {
  await db.query(
    `insert into auth.server_sign_in_failures (email, client_ip, failures) values ($1, $2, 1)
     on conflict (email, client_ip) do update set
       failures = case when auth.server_sign_in_failures.last_failed_at > now() - make_interval(mins => $3)
                       then auth.server_sign_in_failures.failures + 1 else 1 end,
       last_failed_at = now()`,
    [email, clientIp, WINDOW_MINUTES],
  );
}

export async function clearFailures(db: Queryable, email: string, clientIp: string): Promise<void> {
  await db.query('delete from auth.server_sign_in_failures where email = $1 and client_ip = $2', [email, clientIp]);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
