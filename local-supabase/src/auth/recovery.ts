import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/database';
import { mailEmailChange } from './account-changes';
import { clientAddress, emailFrom, later, type AuthDeps } from './auth-deps';
import { mailFreshLink } from './email-links';
import { pkceChallengeOf } from './pkce';
import { takeRequest } from './throttle';
import { findUserByEmail, type StoredUser } from './users';

const HOUR = 3600;

interface Mailing {
  user: StoredUser;
  email: string;
  target: string;
  pkce: ReturnType<typeof pkceChallengeOf>;
}

/**
 * Answers {} at once, the same whether the address is known, and mails after the answer (so its
 * time says nothing either): `send` runs only for a known address, in a transaction of its own.
 */
async function mailAfterAnswer(
  deps: AuthDeps,
  req: IncomingMessage,
  body: Record<string, unknown>,
  redirectTo: string | null,
  what: string,
  send: (tx: Queryable, mailing: Mailing) => Promise<void>,
) {
  const email = emailFrom(body.email);
  const pkce = pkceChallengeOf(body);
  await takeRequest(deps.db, 'email_sent', clientAddress(req), deps.config.rateLimit.emailSent, HOUR);
  const target = deps.allowedRedirect(redirectTo);
  later(deps, what, () =>
    deps.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (user) await send(tx, { user, email, target, pkce });
    }),
  );
  return {};
}

/**
 * Password recovery. The link leads to /verify, which makes a recovery session and sends the
 * browser to the checked redirect_to (the client raises PASSWORD_RECOVERY).
 */
export function requestRecovery(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>, redirectTo: string | null) {
  return mailAfterAnswer(deps, req, body, redirectTo, 'sending a recovery link', async (tx, { user, email, target, pkce }) => {
    await mailFreshLink(tx, deps.stackUrl, { id: user.id, email }, 'recovery', target, pkce);
    deps.log(`[auth] password recovery link for ${email} is in the outbox: ${deps.stackUrl}/auth/v1/outbox`);
  });
}

/** The e-mail change links of a learner, sent again (resend type email_change, by the current address) while the change waits. */
export function resendEmailChange(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>, redirectTo: string | null) {
  return mailAfterAnswer(deps, req, body, redirectTo, 'resending e-mail change links', async (tx, { user, target, pkce }) => {
    if (user.new_email) await mailEmailChange(deps, tx, user, user.new_email, target, pkce);
  });
}

/** A new confirmation link for an address still waiting for one. */
export function resendConfirmation(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>, redirectTo: string | null) {
  return mailAfterAnswer(deps, req, body, redirectTo, 'resending a confirmation link', async (tx, { user, email, target, pkce }) => {
    if (!user.email_confirmed_at) await mailFreshLink(tx, deps.stackUrl, { id: user.id, email }, 'signup', target, pkce);
  });
}
