/**
 * Keeping a learner signed in: refreshing a session (once, however many callers ask at the same
 * time), restoring one from tokens, and refreshing a stored session that has expired, as the auth
 * client's own suite checks them. Some steps call the client's private refresh methods, as that
 * suite does, so the stack is checked under the same sequence of requests.
 */
import { AuthError, type Session } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { clientFor, PASSWORD, uniqueEmail } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { clientWith, clientWithStoredSession, countingRefreshes } from './clients';

const SESSIONS = 'GoTrueClient › GoTrueClient › Sessions › ';
/** An HS256 token that expired in 2025, from the official suite. */
const EXPIRED_ACCESS_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhdWQiOiJhdXRoZW50aWNhdGVkIiwiZXhwIjoxNzQ4MTA3MDc0LCJpYXQiOjE3NDgxMDM0NzQsImlzcyI6Imh0dHBzOi8vZXhhbXBsZS5jb20iLCJzdWIiOiIxMjM0NTY3ODkwIiwidXNlcl9tZXRhZGF0YSI6e30sInJvbGUiOiJhdXRoZW50aWNhdGVkIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

/** The private refresh methods the official suite calls, reached the same way. */
interface RefreshInternals {
  _callRefreshToken(refreshToken: string): Promise<{ data: Session | null; error: AuthError | null }>;
  _refreshAccessToken(refreshToken: string): Promise<{ data: { session: Session | null; user: unknown }; error: AuthError | null }>;
  _recoverAndRefresh(): Promise<void>;
  lastRefreshFailure: unknown;
}
const internals = (auth: unknown) => auth as RefreshInternals;

/** A full session as the service issues it, and the claims of the learner it belongs to. */
function expectFullSession(session: Session | null) {
  expect(session).toMatchObject({
    access_token: expect.any(String),
    refresh_token: expect.any(String),
    expires_in: expect.any(Number),
    expires_at: expect.any(Number),
    token_type: 'bearer',
    user: { id: expect.any(String), aud: 'authenticated', app_metadata: { provider: 'email' } },
  });
}

describe.each(conformanceStacks)('keeping a learner signed in ($name)', (stack) => {
  /** A learner just signed up, on a client counting its refresh requests. */
  async function signedUp() {
    const refreshes = countingRefreshes();
    const client = clientWith(stack, { fetch: refreshes.fetch });
    const { data, error } = await client.auth.signUp({ email: uniqueEmail('session'), password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    return { auth: client.auth, session: data.session!, refreshes: refreshes.count };
  }

  it(covers('auth-js', `${SESSIONS}refreshSession() should return a new session using a passed-in refresh token`, 'refreshes with a given refresh token: a new session and a new refresh token'), async () => {
    const { auth, session, refreshes } = await signedUp();
    const { data, error } = await auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expectFullSession(data.session);
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(refreshes()).toBe(1);
  });

  it(covers('auth-js', `${SESSIONS}refreshSession() should return a new session without a passed-in refresh token`, "refreshes the client's own session"), async () => {
    const { auth, session, refreshes } = await signedUp();
    const { data, error } = await auth.refreshSession();
    expect(error).toBeNull();
    expectFullSession(data.session);
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(data.session!.user.id).toBe(session.user.id);
    expect(refreshes()).toBe(1);
  });

  it(covers('auth-js', `${SESSIONS}setSession should return no error`, 'restores a session from its tokens on another client, which then acts as the learner'), async () => {
    const { session } = await signedUp();
    const other = clientFor(stack).auth;
    const { data, error } = await other.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expectFullSession(data.session);
    expect((await other.getSession()).data.session?.access_token).toBe(session.access_token);
    const updated = await other.updateUser({ data: { hello: 'world' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ hello: 'world' });
  });

  it(covers('auth-js', `${SESSIONS}setSession should fail with invalid access token`, 'refuses to restore a session from a token that is not a JWT'), async () => {
    const { auth, session } = await signedUp();
    const { data, error } = await auth.setSession({ access_token: 'invalid-access-token', refresh_token: session.refresh_token });
    expect(error?.message).toContain('Invalid JWT structure');
    expect(data.session).toBeNull();
  });

  it(covers('auth-js', `${SESSIONS}setSession should fail with invalid refresh token`, 'refuses to restore an expired session with a refresh token it never issued'), async () => {
    const { auth } = await signedUp();
    const { data, error } = await auth.setSession({ access_token: EXPIRED_ACCESS_TOKEN, refresh_token: 'invalid-refresh-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect(error?.message).toContain('Invalid Refresh Token');
    expect(data.session).toBeNull();
  });

  it(covers('auth-js', `${SESSIONS}getSession() should return the currentUser session`, 'gives back the session of the learner who signed up'), async () => {
    const { auth, session } = await signedUp();
    const { data, error } = await auth.getSession();
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ access_token: session.access_token, user: { id: session.user.id } });
  });

  it(covers('auth-js', `${SESSIONS}getSession() should refresh the session and return a new access token`, 'refreshes a stored session that has expired when the session is asked for'), async () => {
    const refreshes = countingRefreshes();
    const { client, stored, store } = clientWithStoredSession(stack, { fetch: refreshes.fetch });
    const { data: signUp } = await client.auth.signUp({ email: uniqueEmail('expired'), password: PASSWORD });
    store({ ...stored(), expires_at: Math.floor(Date.now() / 1000) - 60 });
    const { data, error } = await client.auth.getSession();
    expect(error).toBeNull();
    expect(data.session?.access_token).not.toBe(signUp.session!.access_token);
    expect(refreshes.count()).toBe(1);
  });

  it(covers('auth-js', `${SESSIONS}refresh should only happen once`, 'answers two refreshes asked at once with one request and one new session'), async () => {
    const { auth, session, refreshes } = await signedUp();
    const [first, second] = await Promise.all([
      internals(auth)._callRefreshToken(session.refresh_token),
      internals(auth)._callRefreshToken(session.refresh_token),
    ]);
    expect([first.error, second.error]).toEqual([null, null]);
    expect(first.data?.access_token).toBeTruthy();
    expect(first.data?.access_token).toBe(second.data?.access_token);
    expect(refreshes()).toBe(1);
  });

  it(
    covers('auth-js', `${SESSIONS}_callRefreshToken() should resolve all pending refresh requests and reset deferred upon AuthError`, 'refreshes again after a refresh that failed with an auth error'),
    async () => {
      const { auth, session } = await signedUp();
      const spy = vi
        .spyOn(internals(auth), '_refreshAccessToken')
        .mockResolvedValueOnce({ data: { session: null, user: null }, error: new AuthError('Something did not work as expected') });
      const both = await Promise.all([internals(auth)._callRefreshToken(session.refresh_token), internals(auth)._callRefreshToken(session.refresh_token)]);
      expect(both.map((r) => [r.data, r.error?.message])).toEqual([
        [null, 'Something did not work as expected'],
        [null, 'Something did not work as expected'],
      ]);
      expect(spy).toHaveBeenCalledTimes(1);
      // The official step: clear the failure cooldown so the next refresh reaches the service.
      internals(auth).lastRefreshFailure = null;
      const again = await internals(auth)._callRefreshToken(session.refresh_token);
      expect(again.error).toBeNull();
      expect(again.data?.access_token).toBeTruthy();
    },
  );

  it(
    covers('auth-js', `${SESSIONS}_callRefreshToken() should reject all pending refresh requests and reset deferred upon any non AuthError`, 'refreshes again after a refresh that threw'),
    async () => {
      const { auth, session } = await signedUp();
      const thrown = new Error('Something did not work as expected');
      vi.spyOn(internals(auth), '_refreshAccessToken').mockRejectedValueOnce(thrown);
      const both = await Promise.allSettled([internals(auth)._callRefreshToken(session.refresh_token), internals(auth)._callRefreshToken(session.refresh_token)]);
      expect(both).toEqual([
        { status: 'rejected', reason: thrown },
        { status: 'rejected', reason: thrown },
      ]);
      const again = await internals(auth)._callRefreshToken(session.refresh_token);
      expect(again.error).toBeNull();
      expect(again.data?.access_token).toBeTruthy();
    },
  );

  it(
    covers('auth-js', ['GoTrueClient › User management › refreshAccessToken()', 'GoTrueClient › GoTrueClient › signIn() with refreshToken'], "answers a refresh with the learner's user; the session after sign-up holds the whole user"),
    async () => {
      const { auth, session } = await signedUp();
      const { data: current } = await auth.getSession();
      expectFullSession(current.session);
      expect(current.session!.user).toMatchObject({
        email: session.user.email,
        phone: expect.any(String),
        email_confirmed_at: expect.any(String),
        last_sign_in_at: expect.any(String),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const refreshed = await internals(auth)._refreshAccessToken(session.refresh_token);
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.session?.user.email).toBe(session.user.email);
    },
  );

  it(
    covers('auth-js', 'GoTrueClient › Session Management Edge Cases › getSession() with expired refreshToken should return error for invalid token', 'refuses to refresh an expired stored session whose refresh token it never issued'),
    async () => {
      const { client, stored, store } = clientWithStoredSession(stack);
      expect((await client.auth.signUp({ email: uniqueEmail('stale'), password: PASSWORD })).error).toBeNull();
      store({ ...stored(), expires_at: Math.floor(Date.now() / 1000) - 3600, access_token: 'expired-token', refresh_token: 'expired-refresh-token' });
      const { data, error } = await client.auth.getSession();
      expect(error?.message).toContain('Invalid Refresh Token');
      expect(data.session).toBeNull();
    },
  );

  it(
    covers(
      'auth-js',
      ['GoTrueClient › Auto Refresh › _recoverAndRefresh › should recover and refresh session when valid session exists', 'GoTrueClient › Auto Refresh › _recoverAndRefresh › should handle expired session by attempting refresh'],
      'recovers a stored session when the client starts, refreshing it when it has expired',
    ),
    async () => {
      const { client, stored, store } = clientWithStoredSession(stack, { auth: { autoRefreshToken: true } });
      try {
        const { data } = await client.auth.signUp({ email: uniqueEmail('recovered'), password: PASSWORD });
        await internals(client.auth)._recoverAndRefresh();
        expect(stored()).toMatchObject({ access_token: data.session!.access_token, refresh_token: data.session!.refresh_token });

        store({ ...stored(), expires_at: Math.floor(Date.now() / 1000) - 60 });
        await internals(client.auth)._recoverAndRefresh();
        expect(stored()?.access_token).toEqual(expect.any(String));
        expect(stored()?.access_token).not.toBe(data.session!.access_token);
        expect(stored()?.refresh_token).not.toBe(data.session!.refresh_token);
      } finally {
        await client.auth.stopAutoRefresh();
      }
    },
  );

  it(
    covers('auth-js', 'GoTrueClient › Auto Refresh › _recoverAndRefresh › does not call console.error when refresh fails with an invalid token', 'drops a stale stored session whose refresh is refused as a refresh token it does not know'),
    async () => {
      // The client keeps quiet about a dead refresh token when the service names it so
      // (refresh_token_not_found); supabase-js 2.109, the app's, still logs it, newer ones warn.
      const answers: { status: number; body: unknown }[] = [];
      const recording: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        if (String(input instanceof Request ? input.url : input).includes('grant_type=refresh_token')) answers.push({ status: response.status, body: await response.clone().json() });
        return response;
      };
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { client, store, stored } = clientWithStoredSession(stack, { fetch: recording, auth: { autoRefreshToken: true } });
      try {
        store({ access_token: 'invalid-access-token', refresh_token: 'invalid-refresh-token', expires_at: Math.floor(Date.now() / 1000) - 3600, expires_in: 3600, token_type: 'bearer', user: null });
        const { data } = await client.auth.getUser();
        expect(data.user).toBeNull();
        expect(answers).toEqual([{ status: 400, body: expect.objectContaining({ error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' }) }]);
        expect(stored()).toBeNull();
      } finally {
        errors.mockRestore();
        await client.auth.stopAutoRefresh();
      }
    },
  );
});
