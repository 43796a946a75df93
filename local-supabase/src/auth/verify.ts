import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/database';
import { authError } from './auth-error';
import { clientAddress, type AuthDeps } from './auth-deps';
import { releaseRequest, takeRequest } from './throttle';
import { useCode, useLink, type LinkKind, type UsedLink } from './email-links';
import { codeRedirect, issueAuthCode } from './pkce';
import { startSession, type Session } from './sessions';
import { normaliseEmail } from './users';

/**
 * Following an e-mailed link: GET /auth/v1/verify uses its one-time token up and sends the
 * browser to the checked redirect_to with the new session in the fragment (the implicit-flow
 * redirect supabase-js turns into SIGNED_IN or PASSWORD_RECOVERY), or with otp_expired.
 */

export type VerifyOutcome =
  | { kind: LinkKind; session: Session }
  /** One side of a double-confirmed e-mail change: the other link is still to be followed. */
  | { kind: 'email_change'; message: string }
  /** A link of a PKCE flow, followed in the browser: the code its client exchanges for the session. */
  | { kind: LinkKind; authCode: string }
  | { invalid: true };

/** What spending a link or code outside the browser gives: never an auth code. */
type SpentOutcome = Exclude<VerifyOutcome, { authCode: string }>;

const FIVE_MINUTES = 300;
/** Tries at the codes sent to one address per hour, from anywhere: far below the million codes. */
const CODE_TRIES_PER_HOUR = 10;

const OTHER_LINK = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

async function confirmAddress(tx: Queryable, userId: string): Promise<void> {
  await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1', [userId]);
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

/** Counts one confirmation of the pending change; applies it when every address has confirmed. */
async function confirmEmailChange(deps: AuthDeps, tx: Queryable, userId: string, newEmail: string | null): Promise<'applied' | 'waiting' | 'stale'> {
  const { rows } = await tx.query<{ confirmations: number }>(
    `update auth.users set email_change_confirm_status = email_change_confirm_status + 1
      where id = $1 and email_change = $2 and email_change <> '' returning email_change_confirm_status::integer as confirmations`,
    [userId, newEmail],
  );
  if (!rows[0]) return 'stale';
  if (rows[0].confirmations < (deps.config.doubleConfirmChanges ? 2 : 1)) return 'waiting';
  const { rows: taken } = await tx.query('select 1 from auth.users where lower(email) = $1 and id <> $2', [newEmail, userId]);
  if (taken.length > 0) return 'stale';
  await tx.query(
    `update auth.users set email = email_change, email_change = '', email_change_confirm_status = 0,
            email_confirmed_at = now(), updated_at = now() where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, newEmail],
  );
  return 'applied';
}

type Spend = (tx: Queryable) => Promise<(UsedLink & { kind: LinkKind }) | null>;

/** GET /verify: the link followed in the browser (a PKCE flow's gets an auth code, not a session). */
export function verifyLink(deps: AuthDeps, token: unknown, type: unknown): Promise<VerifyOutcome> {
  return verifySpent(deps, (tx) => useLink(tx, token, type), true);
}

function verifySpent(deps: AuthDeps, spend: Spend, inBrowser: true): Promise<VerifyOutcome>;
function verifySpent(deps: AuthDeps, spend: Spend): Promise<SpentOutcome>;
function verifySpent(deps: AuthDeps, spend: Spend, inBrowser = false): Promise<VerifyOutcome> {
  return deps.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const link = await spend(tx);
    if (!link) return { invalid: true };
    if (link.kind === 'email_change') {
      const state = await confirmEmailChange(deps, tx, link.user_id, link.new_email);
      if (state === 'stale') return { invalid: true };
      if (state === 'waiting') return { kind: 'email_change', message: OTHER_LINK };
    } else {
      // Following a sign-up, recovery, magic or invitation link proves the address is the learner's.
      await confirmAddress(tx, link.user_id);
    }
    if (inBrowser && link.code_challenge) return { kind: link.kind, authCode: await issueAuthCode(tx, link.token_hash) };
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [link.user_id]);
    const session = await startSession(tx, deps.tokens, link.user_id, link.kind === 'recovery' ? 'recovery' : 'otp');
    return { kind: link.kind, session };
  });
}

/** Where GET /verify sends the browser: redirect_to (checked again) with the outcome in the fragment. */
export function verifyRedirect(target: string, outcome: VerifyOutcome): string {
  let fragment: URLSearchParams;
  if ('invalid' in outcome) {
    fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  } else if ('message' in outcome) {
    fragment = new URLSearchParams({ message: outcome.message });
  } else if ('authCode' in outcome) {
    return codeRedirect(target, outcome.authCode);
  } else {
    const { session } = outcome;
    fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: outcome.kind,
    });
  }
  return `${target}#${fragment.toString()}`;
}

/** A phone number as Supabase Auth checks it, without its "+" and spaces: E.164's digits. */
const E164 = /^[1-9]\d{1,14}$/;

/**
 * POST /verify (supabase-js verifyOtp): {type, token_hash} spends a link's token, {type, email,
 * token} the 6-digit code mailed to that address. The session itself, or 403 otp_expired. No
 * phone ever has a code (phone sign-in is off), so a phone's is always wrong.
 */
export async function verifyOtp(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>) {
  const email = typeof body.email === 'string' && body.token_hash === undefined ? normaliseEmail(body.email) : null;
  if (email !== null) {
    // A 6-digit code can be guessed: each try counts against the caller's address, and each wrong
    // one against the address the code went to (whatever address the guesses come from). The try
    // is taken before the check so parallel guesses cannot overrun the limit, and given back below
    // when the code was right.
    await takeRequest(deps.db, 'verify', clientAddress(req), deps.config.rateLimit.tokenVerifications, FIVE_MINUTES);
    await takeRequest(deps.db, 'code_guess', email, CODE_TRIES_PER_HOUR, 3600);
  }
  if (typeof body.phone === 'string' && body.token_hash === undefined && !E164.test(body.phone.replace(/^\+/, '').replace(/\s/g, ''))) {
    throw authError(400, 'validation_failed', 'Invalid phone number format (E.164 required)');
  }
  const outcome: SpentOutcome = body.phone !== undefined && body.token_hash === undefined
    ? { invalid: true }
    : await verifySpent(deps, (tx) => (email !== null ? useCode(tx, email, body.token, body.type) : useLink(tx, body.token_hash ?? body.token, body.type)));
  if (email !== null && !('invalid' in outcome)) await releaseRequest(deps.db, 'code_guess', email);
  if ('invalid' in outcome) throw authError(403, 'otp_expired', 'Token has expired or is invalid');
  if ('message' in outcome) return { msg: outcome.message, code: 200 };
  return outcome.session;
}
