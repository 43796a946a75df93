import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/database';
import { authError } from './auth-error';
import { clientAddress, emailFrom, metadata, type AuthDeps } from './auth-deps';
import { mailLink, SUBJECTS, withdrawLinks } from './email-links';
import { pkceChallengeOf } from './pkce';
import { takeRequest } from './throttle';
import { PHONE_DISABLED } from './unsupported';
import { findUserByEmail } from './users';

const HOUR = 3600;
const EMAIL_PROVIDER = { provider: 'email', providers: ['email'] };

/** A user known only by an address, not yet confirmed: made by a one-time password sign-in or an invitation. */
export async function insertPasswordlessUser(tx: Queryable, email: string, userMetadata: Record<string, unknown>, invited = false): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, invited_at, created_at, updated_at, is_anonymous)
     values ($1, $2, $3::jsonb, $4::jsonb, case when $5 then now() end, now(), now(), false)`,
    [id, email, JSON.stringify(userMetadata), JSON.stringify(EMAIL_PROVIDER), invited],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', false), 'email', now(), now())`,
    [id, email],
  );
  return id;
}

export function refusePhone(body: Record<string, unknown>): void {
  if (typeof body.phone === 'string' && body.phone !== '' && (body.email === undefined || body.email === null || body.email === '')) {
    throw authError(PHONE_DISABLED.status, PHONE_DISABLED.code, PHONE_DISABLED.message);
  }
}

/**
 * POST /otp (supabase-js signInWithOtp): mails a magic link with a 6-digit code to the outbox.
 * An unknown address becomes a new unconfirmed user unless create_user is false, as on hosted;
 * following the link (or typing the code) confirms it and signs in. Earlier magic links stop working.
 */
export async function sendMagicLink(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>, redirectTo: string | null) {
  refusePhone(body);
  const email = emailFrom(body.email);
  const pkce = pkceChallengeOf(body);
  const createUser = body.create_user !== false;
  const target = deps.allowedRedirect(redirectTo);
  await takeRequest(deps.db, 'email_sent', clientAddress(req), deps.config.rateLimit.emailSent, HOUR);
  try {
    await deps.db.transaction(async (tx) => {
      const known = await findUserByEmail(tx, email);
      if (!known && !createUser) throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
      const userId = known?.id ?? (await insertPasswordlessUser(tx, email, metadata(body.data)));
      await withdrawLinks(tx, userId, 'magiclink');
      await mailLink(tx, deps.stackUrl, { userId, kind: 'magiclink', sentTo: email, subject: SUBJECTS.magiclink, redirectTo: target, withCode: true, pkce });
    });
  } catch (error) {
    // Two requests racing to create one address: the unique index lets one in; the other is as if it came second.
    if ((error as { code?: string }).code !== '23505') throw error;
  }
  return {};
}
