import type { IncomingMessage } from 'node:http';
import { clientAddress, emailFrom, later, type AuthDeps } from './auth-deps';
import { mailLink, SUBJECTS, withdrawLinks } from './email-links';
import { takeRequest } from './throttle';
import { findUserByEmail } from './users';

const HOUR = 3600;

/**
 * Password recovery: the answer ({}) and its time are the same whether the address is known, as
 * the mailing runs after the answer. The link leads to /verify, which makes a recovery session
 * and sends the browser to the checked redirect_to (the client raises PASSWORD_RECOVERY).
 */
export async function requestRecovery(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>, redirectTo: string | null) {
  const email = emailFrom(body.email);
  await takeRequest(deps.db, 'email_sent', clientAddress(req), deps.config.rateLimit.emailSent, HOUR);
  const target = deps.allowedRedirect(redirectTo);
  later(deps, 'sending a recovery link', () =>
    deps.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return;
      await withdrawLinks(tx, user.id, 'recovery');
      await tx.query('update auth.users set recovery_sent_at = now() where id = $1', [user.id]);
      await mailLink(tx, deps.stackUrl, { userId: user.id, kind: 'recovery', sentTo: email, subject: SUBJECTS.recovery, redirectTo: target });
      deps.log(`[auth] password recovery link for ${email} is in the outbox: ${deps.stackUrl}/auth/v1/outbox`);
    }),
  );
  return {};
}

/** A new confirmation link for an address still waiting for one; nothing for any other address. */
export async function resendConfirmation(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>, redirectTo: string | null) {
  const email = emailFrom(body.email);
  await takeRequest(deps.db, 'email_sent', clientAddress(req), deps.config.rateLimit.emailSent, HOUR);
  const target = deps.allowedRedirect(redirectTo);
  later(deps, 'resending a confirmation link', () =>
    deps.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || user.email_confirmed_at) return;
      await withdrawLinks(tx, user.id, 'signup');
      await tx.query('update auth.users set confirmation_sent_at = now() where id = $1', [user.id]);
      await mailLink(tx, deps.stackUrl, { userId: user.id, kind: 'signup', sentTo: email, subject: SUBJECTS.signup, redirectTo: target });
    }),
  );
  return {};
}
