import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/database';
import { authError } from './auth-error';
import { clientAddress, emailFrom, metadata, type AuthDeps } from './auth-deps';
import { mailLink, SUBJECTS, withdrawLinks } from './email-links';
import { pkceChallengeOf } from './pkce';
import { takeRequest } from './throttle';
import { phoneDisabled } from './unsupported';
import { findUserByEmail, insertEmailUser } from './users';

const HOUR = 3600;

/** A user known only by an address, not yet confirmed: made by a one-time password sign-in or an invitation. */
export async function insertPasswordlessUser(
  tx: Queryable,
  email: string,
  userMetadata: Record<string, unknown>,
  invited = false,
  passwordHash: string | null = null,
): Promise<string> {
  const id = randomUUID();
  await insertEmailUser(tx, { id, email, userMetadata, invited, passwordHash });
  return id;
}

/** Refuses a request for a phone: an SMS or phone-change type, or a phone without an e-mail address. */
export function refusePhone(body: Record<string, unknown>): void {
  if (body.type === 'sms' || body.type === 'phone_change') throw phoneDisabled();
  if (typeof body.phone === 'string' && body.phone !== '' && (body.email === undefined || body.email === null || body.email === '')) {
    throw phoneDisabled();
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
