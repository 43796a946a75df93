import type { IncomingMessage } from 'node:http';
import { mailEmailChange } from './account-changes';
import { clientAddress, emailFrom, later, type AuthDeps } from './auth-deps';
import { mailFreshLink } from './email-links';
import { pkceChallengeOf } from './pkce';
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
  const pkce = pkceChallengeOf(body);
  await takeRequest(deps.db, 'email_sent', clientAddress(req), deps.config.rateLimit.emailSent, HOUR);
  const target = deps.allowedRedirect(redirectTo);
  later(deps, 'sending a recovery link', () =>
    deps.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return;
      await mailFreshLink(tx, deps.stackUrl, { id: user.id, email }, 'recovery', target, pkce);
      deps.log(`[auth] password recovery link for ${email} is in the outbox: ${deps.stackUrl}/auth/v1/outbox`);
    }),
  );
  return {};
}

/**
 * The e-mail change links of a learner, sent again (resend type email_change, by the current
 * address) while the change waits; nothing for any other address, and the same answer.
 */
export async function resendEmailChange(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>, redirectTo: string | null) {
  const email = emailFrom(body.email);
  const pkce = pkceChallengeOf(body);
  await takeRequest(deps.db, 'email_sent', clientAddress(req), deps.config.rateLimit.emailSent, HOUR);
  const target = deps.allowedRedirect(redirectTo);
  later(deps, 'resending e-mail change links', () =>
    deps.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user?.new_email) return;
      await mailEmailChange(deps, tx, user, user.new_email, target, pkce);
    }),
  );
  return {};
}

/** A new confirmation link for an address still waiting for one; nothing for any other address. */
export async function resendConfirmation(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>, redirectTo: string | null) {
  const email = emailFrom(body.email);
  const pkce = pkceChallengeOf(body);
  await takeRequest(deps.db, 'email_sent', clientAddress(req), deps.config.rateLimit.emailSent, HOUR);
  const target = deps.allowedRedirect(redirectTo);
  later(deps, 'resending a confirmation link', () =>
    deps.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || user.email_confirmed_at) return;
      await mailFreshLink(tx, deps.stackUrl, { id: user.id, email }, 'signup', target, pkce);
    }),
  );
  return {};
}
