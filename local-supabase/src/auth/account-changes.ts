import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/database';
import { authError } from './auth-error';
import { clientAddress, emailFrom, metadata, passwordRules, type AuthDeps, type SignedIn } from './auth-deps';
import { deliver, hashToken, mailLink, SUBJECTS, withdrawLinks } from './email-links';
import { checkPasswordStrength, hashPassword, passwordMatches } from './passwords';
import { pkceChallengeOf, type PkceChallenge } from './pkce';
import { startedFromEmailLinkWithin } from './sessions';
import { reserveSignIn, signInSucceeded, sleep, takeRequest } from './throttle';
import { findUserByEmail, findUserById, publicUser } from './users';

/**
 * Changing the password or the e-mail address, as a hosted project with secure settings: a
 * stolen access token alone can do neither. A new password needs the current one, a fresh
 * reauthentication code, or a session from an e-mailed link of the last minutes (the reset page);
 * it ends every other session. A new address is only recorded until the links mailed to it (and
 * to the old address) are followed.
 */

const FRESH_SECONDS = 10 * 60;
const HOUR = 3600;

/** Mails a 6-digit code to the learner's address; PUT /user {password, nonce} spends it. */
export async function sendReauthenticationCode(deps: AuthDeps, req: IncomingMessage, caller: SignedIn) {
  // An anonymous user has nothing a code could go to (phone codes are off locally).
  if (!caller.user.email) throw authError(422, 'validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  await takeRequest(deps.db, 'email_sent', clientAddress(req), deps.config.rateLimit.emailSent, HOUR);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction(async (tx) => {
    await tx.query('update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1', [
      caller.user.id,
      hashToken(`${caller.user.id}:${code}`),
    ]);
    await deliver(tx, caller.user.email!, SUBJECTS.reauthentication, code);
  });
  return {};
}

/** Spends the code whether or not it is right, so it cannot be guessed one try at a time. */
async function spendCode(deps: AuthDeps, userId: string, nonce: string): Promise<boolean> {
  const { rows } = await deps.db.query<{ valid: boolean }>(
    `with previous as (select reauthentication_token as token, reauthentication_sent_at as sent_at
                         from auth.users where id = $1 for update)
     update auth.users u set reauthentication_token = ''
       from previous p where u.id = $1 and p.token <> ''
     returning p.token = $2 and p.sent_at > now() - make_interval(secs => $3) as valid`,
    [userId, hashToken(`${userId}:${nonce}`), FRESH_SECONDS],
  );
  return rows[0]?.valid === true;
}

/** The current password, checked within the account's sign-in budget (it is a guess like any other). */
async function currentPasswordMatches(deps: AuthDeps, req: IncomingMessage, caller: SignedIn, password: string): Promise<boolean> {
  const email = caller.user.email ?? caller.user.id;
  const reservation = await reserveSignIn(deps.db, email, clientAddress(req));
  if (await passwordMatches(password, caller.user.encrypted_password)) {
    await signInSucceeded(deps.db, reservation, email, clientAddress(req));
    return true;
  }
  await sleep(reservation.delayMs);
  return false;
}

async function mayChangePassword(deps: AuthDeps, req: IncomingMessage, caller: SignedIn, body: Record<string, unknown>): Promise<void> {
  if (!deps.config.securePasswordChange) return;
  if (typeof body.current_password === 'string' && body.current_password !== '') {
    if (await currentPasswordMatches(deps, req, caller, body.current_password)) return;
    throw authError(400, 'current_password_mismatch', 'Current password is incorrect');
  }
  if (typeof body.nonce === 'string' && body.nonce !== '') {
    if (await spendCode(deps, caller.user.id, body.nonce.trim())) return;
    throw authError(400, 'reauthentication_not_valid', 'Verification code is invalid or has expired');
  }
  if (await startedFromEmailLinkWithin(deps.db, caller.sessionId, FRESH_SECONDS)) return;
  throw authError(400, 'reauthentication_needed', 'Password update requires reauthentication');
}

/**
 * (Re)starts a pending e-mail change: earlier links stop working, the confirmations count from
 * zero, and the links go to the new address (and the old one, with double_confirm_changes).
 */
export async function mailEmailChange(
  deps: AuthDeps,
  tx: Queryable,
  user: { id: string; email: string | null },
  newEmail: string,
  redirectTo: string,
  pkce: PkceChallenge | null,
) {
  await withdrawLinks(tx, user.id, 'email_change');
  await tx.query(
    `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now()
      where id = $1`,
    [user.id, newEmail],
  );
  await mailLink(tx, deps.stackUrl, { userId: user.id, kind: 'email_change', sentTo: newEmail, newEmail, subject: SUBJECTS.newEmail, redirectTo, pkce });
  if (deps.config.doubleConfirmChanges && user.email) {
    await mailLink(tx, deps.stackUrl, { userId: user.id, kind: 'email_change', sentTo: user.email, newEmail, subject: SUBJECTS.oldEmail, redirectTo, pkce });
  }
}

/** PUT /auth/v1/user: metadata, password and e-mail, each under its own rule. */
export async function updateUser(deps: AuthDeps, req: IncomingMessage, caller: SignedIn, body: Record<string, unknown>, redirectTo: string | null) {
  const pkce = pkceChallengeOf(body);
  let passwordHash: string | undefined;
  if (body.password !== undefined) {
    const password = checkPasswordStrength(body.password, passwordRules(deps.config));
    await mayChangePassword(deps, req, caller, body);
    if (await passwordMatches(password, caller.user.encrypted_password)) {
      throw authError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
  }
  let newEmail: string | undefined;
  if (body.email !== undefined) {
    const email = emailFrom(body.email);
    if (email !== caller.user.email) {
      const other = await findUserByEmail(deps.db, email);
      if (other) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
      await takeRequest(deps.db, 'email_sent', clientAddress(req), deps.config.rateLimit.emailSent, HOUR);
      newEmail = email;
    }
  }
  return deps.db.transaction(async (tx) => {
    const userId = caller.user.id;
    if (passwordHash) {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [userId, passwordHash]);
      // Whoever else held a session (a stolen token, a forgotten laptop) is signed out.
      await tx.query('delete from auth.server_sessions where user_id = $1 and id::text <> $2', [userId, caller.sessionId]);
    }
    if (body.data !== undefined) {
      await tx.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`,
        [userId, JSON.stringify(metadata(body.data))],
      );
    }
    if (newEmail) await mailEmailChange(deps, tx, caller.user, newEmail, deps.allowedRedirect(redirectTo), pkce);
    return publicUser((await findUserById(tx, userId))!);
  });
}
