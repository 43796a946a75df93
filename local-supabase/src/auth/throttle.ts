import { plainAddress } from '../config/test-runner';
import type { Queryable } from '../db/database';
import type { AuthDeps } from './auth-deps';
import { rateLimited } from './auth-error';

/**
 * Password guessing budgets, kept in the database (auth.server_reserve_sign_in): per account 30
 * wrong passwords per 15 minutes from all addresses, of which at most 20 from addresses the
 * account never signed in from (so its owner keeps 10 at home); per address 60 across accounts.
 */
export const SIGN_IN_BUDGET = {
  account: 30,
  unknownAddresses: 20,
  address: 60,
  windowMinutes: 15,
  knownForDays: 30,
} as const;

// Free attempts before answers slow down, and the longest an answer is held back.
const FREE_FAILURES = 5;
const MAX_DELAY_MS = 2000;

export interface SignInReservation {
  attemptId: string;
  /** How long to hold back a wrong-password answer, after every transaction has ended. */
  delayMs: number;
}

/** Reserves one password check before bcrypt runs; a 429 with Retry-After when a budget is spent. */
export async function reserveSignIn(db: Queryable, email: string, clientIp: string): Promise<SignInReservation> {
  const { rows } = await db.query<{ attempt_id: string | null; retry_after: number | null; earlier_failures: number }>(
    `select attempt_id::text, retry_after, earlier_failures::integer
       from auth.server_reserve_sign_in($1, $2, $3, $4, $5, make_interval(mins => $6), make_interval(days => $7))`,
    [email, clientIp, SIGN_IN_BUDGET.account, SIGN_IN_BUDGET.unknownAddresses, SIGN_IN_BUDGET.address, SIGN_IN_BUDGET.windowMinutes, SIGN_IN_BUDGET.knownForDays],
  );
  const row = rows[0]!;
  if (!row.attempt_id) throw rateLimited('over_request_rate_limit', row.retry_after ?? 60);
  const failures = row.earlier_failures;
  const delayMs = failures < FREE_FAILURES ? 0 : Math.min(MAX_DELAY_MS, 250 * 2 ** (failures - FREE_FAILURES));
  return { attemptId: row.attempt_id, delayMs };
}

/** The password matched: the reservation is given back and the address becomes a known one. */
export async function signInSucceeded(db: Queryable, reservation: SignInReservation, email: string, clientIp: string): Promise<void> {
  await db.query('select auth.server_sign_in_succeeded($1::bigint, $2, $3)', [reservation.attemptId, email, clientIp]);
}

/** A password matched for an account that cannot sign in yet (unconfirmed): only the reservation goes back. */
export async function releaseSignIn(db: Queryable, reservation: SignInReservation): Promise<void> {
  await db.query('delete from auth.server_sign_in_attempts where id = $1::bigint', [reservation.attemptId]);
}

/** One of `budget` requests of this kind from this address per window, or a 429 with Retry-After. */
export async function takeRequest(
  db: Queryable,
  action: 'sign_in_sign_up' | 'anonymous_sign_in' | 'email_sent' | 'verify' | 'code_guess',
  clientIp: string,
  budget: number,
  windowSeconds: number,
): Promise<void> {
  const { rows } = await db.query<{ retry_after: number }>(
    'select auth.server_take_request($1, $2, $3, make_interval(secs => $4)) as retry_after',
    [action, clientIp, budget, windowSeconds],
  );
  const retryAfter = rows[0]?.retry_after ?? 0;
  if (retryAfter > 0) throw rateLimited(action === 'email_sent' ? 'over_email_send_rate_limit' : 'over_request_rate_limit', retryAfter);
}

/**
 * One of the address's sign_in_sign_ups: password sign-ins, right or wrong, and sign-ups share
 * one allowance per address per 5 minutes, as on hosted Supabase, so spraying passwords over many
 * accounts from one address is cut as soon as signing up from it would be. Taken before any
 * password is checked. A test run's own address (AAYRA_TEST_RUNNER_ADDRESSES) spends none.
 */
export async function takeSignInOrSignUp(deps: AuthDeps, clientIp: string): Promise<void> {
  if (deps.testRunnerAddresses.has(plainAddress(clientIp))) return;
  await takeRequest(deps.db, 'sign_in_sign_up', clientIp, deps.config.rateLimit.signInSignUps, 5 * 60);
}

/** One of the address's anonymous_users: anonymous sign-ins per address per hour, as on hosted Supabase. */
export async function takeAnonymousSignIn(deps: AuthDeps, clientIp: string): Promise<void> {
  if (deps.testRunnerAddresses.has(plainAddress(clientIp))) return;
  await takeRequest(deps.db, 'anonymous_sign_in', clientIp, deps.config.rateLimit.anonymousUsers, 60 * 60);
}

/** Gives back the latest request taken of this kind from this key (the request turned out not to count). */
export async function releaseRequest(db: Queryable, action: 'code_guess', clientIp: string): Promise<void> {
  await db.query(
    `delete from auth.server_limited_requests
      where id = (select max(id) from auth.server_limited_requests where action = $1 and client_ip = $2)`,
    [action, clientIp],
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
