import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { authError } from './auth-error';
import { clientAddress, emailFrom, metadata, passwordRules, type AuthDeps } from './auth-deps';
import { mailFreshLink, mailLink, SUBJECTS } from './email-links';
import { checkPasswordStrength, hashPassword } from './passwords';
import { startSession } from './sessions';
import { pkceChallengeOf } from './pkce';
import { takeAnonymousSignIn, takeSignInOrSignUp } from './throttle';
import { EMAIL_PROVIDER, findUserByEmail, insertEmailUser } from './users';

/**
 * The answer to a sign-up that waits for confirmation, the same for a new address and a known one
 * (as a hosted project with confirmations answers): a user-shaped object, no identities, no session.
 */
function unconfirmedAnswer(id: string, email: string, userMetadata: Record<string, unknown>, at: string) {
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: null,
    phone: '',
    confirmation_sent_at: at,
    confirmed_at: null,
    last_sign_in_at: null,
    app_metadata: EMAIL_PROVIDER,
    user_metadata: userMetadata,
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

/**
 * A sign-up with no e-mail is anonymous or by phone. Phone sign-ups are off (no SMS provider),
 * anonymous ones as config.toml's enable_anonymous_sign_ins says (off on hosted by default):
 * refused with Supabase Auth's own errors for them.
 */
function withoutEmail(deps: AuthDeps, body: Record<string, unknown>): boolean {
  if (body.email !== undefined && body.email !== null && body.email !== '') return false;
  if (typeof body.phone === 'string' && body.phone !== '') throw authError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  if (!deps.config.enableAnonymousSignIns) throw authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  return true;
}

/** An anonymous user: signed in at once, no address, no identity; it may add an e-mail later. Limited by anonymous_users. */
async function signInAnonymously(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>) {
  await takeAnonymousSignIn(deps, clientAddress(req));
  const id = randomUUID();
  return deps.db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (id, raw_user_meta_data, raw_app_meta_data, created_at, updated_at, last_sign_in_at, is_anonymous)
       values ($1, $2::jsonb, '{}'::jsonb, now(), now(), now(), true)`,
      [id, JSON.stringify(metadata(body.data))],
    );
    return startSession(tx, deps.tokens, id, 'anonymous');
  });
}

export async function signUp(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>, redirectTo: string | null) {
  if (withoutEmail(deps, body)) return signInAnonymously(deps, req, body);
  const email = emailFrom(body.email);
  const password = checkPasswordStrength(body.password, passwordRules(deps.config));
  const pkce = pkceChallengeOf(body);
  const userMetadata = metadata(body.data);
  await takeSignInOrSignUp(deps, clientAddress(req));
  // Hashed before the transaction, for a known address too: bcrypt takes ~100 ms (PGlite has a
  // single connection), and both answers must take as long.
  const passwordHash = await hashPassword(password);
  const id = randomUUID();

  if (!deps.config.enableConfirmations) {
    // As a project with autoconfirm: signed in at once, and a taken address is said to be taken.
    try {
      return await deps.db.transaction(async (tx) => {
        if (await findUserByEmail(tx, email)) throw authError(422, 'user_already_exists', 'User already registered');
        await insertEmailUser(tx, { id, email, passwordHash, userMetadata, confirmed: true, signedIn: true });
        return startSession(tx, deps.tokens, id, 'password');
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw authError(422, 'user_already_exists', 'User already registered');
      throw error;
    }
  }

  const target = deps.allowedRedirect(redirectTo);
  const at = new Date().toISOString();
  try {
    await deps.db.transaction(async (tx) => {
      const known = await findUserByEmail(tx, email);
      const newAccount = async (address: string) => {
        await insertEmailUser(tx, { id, email: address, passwordHash, userMetadata, confirmationSent: true });
        await mailLink(tx, deps.stackUrl, { userId: id, kind: 'signup', sentTo: address, subject: SUBJECTS.signup, redirectTo: target, pkce });
      };
      if (!known) {
        await newAccount(email);
        return;
      }
      // A known address does a new account's work and undoes it: its answer then takes as long as
      // a new one's on a busy machine too, where the inserts' triggers are what takes the time.
      await tx.query('savepoint as_if_new');
      await newAccount(`${id}@as-if-new.invalid`);
      await tx.query('rollback to savepoint as_if_new');
      if (!known.email_confirmed_at) {
        // Still unconfirmed: a fresh link, and the earlier ones stop working. The password stays
        // the one chosen first, so whoever confirms gets the account its owner set up.
        await mailFreshLink(tx, deps.stackUrl, { id: known.id, email }, 'signup', target, pkce);
      }
      // A confirmed address gets nothing: its owner did not ask for anything.
    });
  } catch (error) {
    // Two sign-ups racing for one new address: the unique index lets one in; same answer for both.
    if ((error as { code?: string }).code !== '23505') throw error;
  }
  return unconfirmedAnswer(id, email, userMetadata, at);
}
