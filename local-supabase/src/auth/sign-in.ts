import type { IncomingMessage } from 'node:http';
import { authError } from './auth-error';
import { clientAddress, type AuthDeps } from './auth-deps';
import { passwordMatches } from './passwords';
import { startSession } from './sessions';
import { phoneDisabled } from './unsupported';
import { releaseSignIn, reserveSignIn, signInSucceeded, sleep, takeSignInOrSignUp } from './throttle';
import { findUserByEmail, normaliseEmail } from './users';

/**
 * Password sign-in. Each one, right or wrong, spends one of the address's sign_in_sign_ups; then
 * the check is reserved in the database before bcrypt runs, so parallel guesses count as they
 * arrive; the slow-down after a few wrong passwords is slept outside any transaction. An
 * unconfirmed address is told so only once its password matched.
 */
export async function signInWithPassword(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>) {
  const email = normaliseEmail(body.email);
  const password = typeof body.password === 'string' ? body.password : '';
  // Phone sign-in is off here (no SMS provider), as the other phone routes say.
  if (!email && typeof body.phone === 'string' && body.phone !== '') throw phoneDisabled();
  if (!email || !password) throw authError(400, 'validation_failed', 'missing email or password');
  const clientIp = clientAddress(req);
  await takeSignInOrSignUp(deps, clientIp);
  const reservation = await reserveSignIn(deps.db, email, clientIp);
  const user = await findUserByEmail(deps.db, email);
  const matches = await passwordMatches(password, user?.encrypted_password ?? null);
  if (!user || !matches) {
    await sleep(reservation.delayMs);
    throw authError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  if (!user.email_confirmed_at) {
    await releaseSignIn(deps.db, reservation);
    throw authError(400, 'email_not_confirmed', 'Email not confirmed');
  }
  await signInSucceeded(deps.db, reservation, email, clientIp);
  return deps.db.transaction(async (tx) => {
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`, [user.id]);
    return startSession(tx, deps.tokens, user.id, 'password');
  });
}
