/**
 * A signed-in learner's own account: reading and updating the user, signing out (also after the
 * account was deleted), the events a page listens to, a password reset, reauthentication and the
 * learner's identities, as the auth client's own suite checks them.
 */
import { describe, expect, it, vi } from 'vitest';
import { SUBJECTS, waitForEmail } from '../../../support/email-link';
import { clientFor, PASSWORD, uniqueEmail } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { clientWithStoredSession } from './clients';

const USERS = 'GoTrueClient › User management › ';
const IDENTITIES = 'GoTrueClient › Identity Management › ';
const SESSION_EVENTS = 'GoTrueClient › Session Management › ';
const RESET_TO = 'http://localhost:9999/welcome';

/** The user as the service answers it to its own learner. */
const USER = {
  id: expect.any(String),
  aud: expect.any(String),
  email: expect.any(String),
  phone: expect.any(String),
  email_confirmed_at: expect.any(String),
  last_sign_in_at: expect.any(String),
  created_at: expect.any(String),
  updated_at: expect.any(String),
};

describe.each(conformanceStacks)("a learner's own account ($name)", (stack) => {
  /** A learner signed up (and so signed in) on a client of its own. */
  async function signedUp(prefix = 'account') {
    const email = uniqueEmail(prefix);
    const client = clientFor(stack);
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { email, auth: client.auth, user: data.user! };
  }

  it(covers('auth-js', `${USERS}Get user`, 'answers a sign-up with the whole user'), async () => {
    const { email, user } = await signedUp();
    expect(user).toMatchObject({ ...USER, app_metadata: { provider: 'email' } });
    expect(user.email).toBe(email);
  });

  it(covers('auth-js', [`${USERS}Update user`, `${USERS}Get user after updating`], "updates the learner's own metadata and answers the updated user"), async () => {
    const { email, auth } = await signedUp();
    const { data, error } = await auth.updateUser({ data: { hello: 'world' } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ ...USER, email, user_metadata: { hello: 'world' } });
    expect((await auth.getUser()).data.user?.user_metadata).toEqual({ hello: 'world' });
  });

  it(covers('auth-js', `${USERS}Get user after logging out`, 'signs out: the client holds no session and the token no longer reads the user'), async () => {
    const { email, auth } = await signedUp();
    const { data } = await auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.user).not.toBeNull();
    expect((await auth.signOut()).error).toBeNull();
    const { data: after, error } = await auth.getSession();
    expect(error).toBeNull();
    expect(after.session).toBeNull();
    // The service no longer knows the token's session (session_not_found), which the client reads as no session.
    const { data: read, error: readError } = await clientFor(stack).auth.getUser(data.session!.access_token);
    expect(read.user).toBeNull();
    expect(readError).toMatchObject({ name: 'AuthSessionMissingError', message: 'Auth session missing!' });
  });

  it(covers('auth-js', 'GoTrueClient › Signout behaviour › signOut should remove session if user is not found or jwt is invalid', 'signs out without an error after the account was deleted'), async () => {
    const { email, auth } = await signedUp();
    const { data } = await auth.signInWithPassword({ email, password: PASSWORD });
    expect((await auth.getSession()).data.session).not.toBeNull();
    expect((await clientFor(stack, stack.serviceRoleKey).auth.admin.deleteUser(data.user!.id)).error).toBeNull();
    expect((await auth.signOut()).error).toBeNull();
    expect((await auth.getSession()).data.session).toBeNull();
  });

  it(
    covers('auth-js', 'GoTrueApi › GoTrueAdminApi › User authentication › signOut() › signOut() fails with invalid scope', 'refuses, in the client, to sign out with a scope that does not exist'),
    async () => {
      const { email, auth } = await signedUp();
      expect((await auth.signInWithPassword({ email, password: PASSWORD })).data.session).not.toBeNull();
      await expect(auth.signOut({ scope: 'invalid_scope' as never })).rejects.toThrow('@supabase/auth-js: Parameter scope must be one of global, local, others');
      // The session is still there.
      expect((await auth.getUser()).data.user?.email).toBe(email);
    },
  );

  it(
    covers('auth-js', 'GoTrueClient › GoTrueClient with storageisServer = true › getSession emits no warnings if getUser is called prior', 'reads the user on a server-rendered page, after which the session is trusted without a warning'),
    async () => {
      const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const { client } = clientWithStoredSession(stack, { isServer: true });
        await client.auth.signUp({ email: uniqueEmail('server-page'), password: PASSWORD });
        const { data, error } = await client.auth.getUser();
        expect(error).toBeNull();
        const { data: read } = await client.auth.getSession();
        expect(read.session?.user.id).toBe(data.user!.id);
        expect(warnings).not.toHaveBeenCalled();
      } finally {
        warnings.mockRestore();
      }
    },
  );

  it(
    covers('auth-js', [`${SESSION_EVENTS}_notifyAllSubscribers notifies all subscribers of session changes`, `${SESSION_EVENTS}_removeSession removes session and notifies subscribers`], 'tells a listening page of the sign-in, with the session, and of the sign-out'),
    async () => {
      const client = clientFor(stack);
      const events: [string, string | undefined][] = [];
      const { data: listening } = client.auth.onAuthStateChange((event, session) => void events.push([event, session?.access_token]));
      try {
        const { data } = await client.auth.signUp({ email: uniqueEmail('events'), password: PASSWORD });
        expect(events).toContainEqual(['SIGNED_IN', data.session!.access_token]);
        // The official step: the client drops its session, as it does when the service refuses it.
        await (client.auth as unknown as { _removeSession(): Promise<void> })._removeSession();
        expect(events).toContainEqual(['SIGNED_OUT', undefined]);
        expect((await client.auth.getSession()).data.session).toBeNull();
      } finally {
        listening.subscription.unsubscribe();
      }
    },
  );

  it(covers('auth-js', `${USERS}resetPasswordForEmail() sends an email for password recovery`, 'mails a password reset link to a learner who forgot the password'), async () => {
    const { email, auth } = await signedUp('forgot');
    const { data, error } = await auth.resetPasswordForEmail(email, { redirectTo: RESET_TO });
    expect(error).toBeNull();
    expect(data).toBeTruthy();
    expect((await waitForEmail(stack.url, email, SUBJECTS.recovery)).link).toContain('type=recovery');
  });

  it(covers('auth-js', `${USERS}resetPasswordForEmail() if user does not exist, user details are not exposed`, 'answers a reset for an unknown address as for a known one'), async () => {
    const { data, error } = await clientFor(stack).auth.resetPasswordForEmail(uniqueEmail('nobody'), { redirectTo: RESET_TO, captchaToken: 'some_token' });
    expect(error).toBeNull();
    expect(data).toEqual({});
  });

  it(covers('auth-js', 'GoTrueClient › Reauthentication › reauthenticate() returns null user and session', 'mails a reauthentication code to a signed-in learner and answers no user or session'), async () => {
    const { email, auth } = await signedUp('reauth');
    const { data, error } = await auth.reauthenticate();
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    expect((await waitForEmail(stack.url, email, SUBJECTS.reauthentication)).link).toMatch(/^\d{6}$/);
  });

  it(covers('auth-js', `${IDENTITIES}getUserIdentities() returns user identities after signup`, "lists the learner's one e-mail identity"), async () => {
    const { email, auth } = await signedUp('identity');
    const { data, error } = await auth.getUserIdentities();
    expect(error).toBeNull();
    expect(data?.identities).toHaveLength(1);
    expect(data?.identities[0]).toMatchObject({ provider: 'email', identity_data: { email } });
  });

  it(
    covers('auth-js', [`${IDENTITIES}linkIdentity() fails when manual linking is disabled`, `${IDENTITIES}unlinkIdentity() fails when manual linking is disabled`], 'refuses to link or unlink an identity while manual linking is off'),
    async () => {
      const { auth } = await signedUp('linking');
      const linked = await auth.linkIdentity({ provider: 'google', options: { redirectTo: 'http://localhost:3000', scopes: 'openid profile email', queryParams: { prompt: 'select_account' } } });
      expect(linked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
      const { data } = await auth.getUserIdentities();
      const unlinked = await auth.unlinkIdentity(data!.identities[0]!);
      expect(unlinked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
      expect((await auth.getUserIdentities()).data?.identities).toHaveLength(1);
    },
  );
});
