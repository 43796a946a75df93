import type { Queryable } from '../db/database';
import { authError } from './auth-error';
import type { AuthDeps } from './auth-deps';
import { useLink, type LinkKind } from './email-links';
import { startSession, type Session } from './sessions';

/**
 * Following an e-mailed link: GET /auth/v1/verify uses its one-time token up and sends the
 * browser to the checked redirect_to with the new session in the fragment (the implicit-flow
 * redirect supabase-js turns into SIGNED_IN or PASSWORD_RECOVERY), or with otp_expired.
 */

export type VerifyOutcome =
  | { kind: LinkKind; session: Session }
  /** One side of a double-confirmed e-mail change: the other link is still to be followed. */
  | { kind: 'email_change'; message: string }
  | { invalid: true };

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

export function verifyLink(deps: AuthDeps, token: unknown, type: unknown): Promise<VerifyOutcome> {
  return deps.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const link = await useLink(tx, token, type);
    if (!link) return { invalid: true };
    if (link.kind === 'email_change') {
      const state = await confirmEmailChange(deps, tx, link.user_id, link.new_email);
      if (state === 'stale') return { invalid: true };
      if (state === 'waiting') return { kind: 'email_change', message: OTHER_LINK };
    } else {
      // Following a sign-up or recovery link proves the address is the learner's.
      await confirmAddress(tx, link.user_id);
    }
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

/** POST /verify {type, token_hash} (supabase-js verifyOtp): the session itself, or 403 otp_expired. */
export async function verifyOtp(deps: AuthDeps, body: Record<string, unknown>) {
  const outcome = await verifyLink(deps, body.token_hash ?? body.token, body.type);
  if ('invalid' in outcome) throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
  if ('message' in outcome) return { msg: outcome.message, code: 200 };
  return outcome.session;
}
