/**
 * Signing up and in with an e-mail and a password, as the fixture project confirms addresses at
 * once (the official suite's setting): each sign-up answers the learner and a session.
 */
import { describe, expect, it } from 'vitest';
import { waitForEmail } from '../../../support/email-link';
import { clientFor, PASSWORD, uniqueEmail } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { clientWith } from './clients';

const EMAIL_AUTH = 'GoTrueClient › GoTrueClient › Email Auth › ';
const THROWING = 'GoTrueClient › GoTrueClient with throwOnError option › ';

/** The user every sign-in answers, as the official suite expects it. */
const SIGNED_IN_USER = {
  id: expect.any(String),
  email: expect.any(String),
  phone: expect.any(String),
  aud: expect.any(String),
  email_confirmed_at: expect.any(String),
  last_sign_in_at: expect.any(String),
  created_at: expect.any(String),
  updated_at: expect.any(String),
  app_metadata: { provider: 'email' },
};

describe.each(conformanceStacks)('signing up and in with a password ($name)', (stack) => {
  it(
    covers('auth-js', [`${EMAIL_AUTH}signUp() with email`, 'GoTrueClient › The auth client can signin with third-party oAuth providers › Sign Up Enabled › User can sign up'], 'signs a new learner up and in at once'),
    async () => {
      const email = uniqueEmail('signup');
      const { data, error } = await clientFor(stack).auth.signUp({ email, password: PASSWORD });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
      expect(data.session?.user.email).toBe(email);
    },
  );

  it(covers('auth-js', `${EMAIL_AUTH}signUp() with email and PKCE flowType`, 'signs a learner up with a PKCE client: the session comes at once, no code to exchange'), async () => {
    const email = uniqueEmail('signup-pkce');
    const { data, error } = await clientWith(stack, { auth: { flowType: 'pkce' } }).auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it(covers('auth-js', `${EMAIL_AUTH}signUp() with email and options`, 'keeps the metadata a learner signs up with'), async () => {
    const email = uniqueEmail('signup-data');
    const { data, error } = await clientFor(stack).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: email, data: { info: 'biology, year one' } } });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ info: 'biology, year one' });
  });

  it(covers('auth-js', 'GoTrueClient › GoTrueClient › signUp() the same user twice should not share email already registered message', 'refuses a second sign-up with the same address: no user, no session'), async () => {
    const email = uniqueEmail('twice');
    const auth = clientFor(stack).auth;
    expect((await auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const { data, error } = await auth.signUp({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists' });
    expect(error?.message).toMatch(/^User already registered/);
    expect(data.user).toBeNull();
    expect(data.session).toBeNull();
  });

  it(covers('auth-js', 'GoTrueClient › GoTrueClient › signInWithPassword() for email', 'signs a learner in with the password: a full session and the user'), async () => {
    const email = uniqueEmail('password');
    expect((await clientFor(stack).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const { data, error } = await clientFor(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: expect.any(Number), expires_at: expect.any(Number), user: SIGNED_IN_USER });
    expect(data.user).toMatchObject(SIGNED_IN_USER);
    expect(data.user?.email).toBe(email);
  });

  it(covers('auth-js', 'GoTrueClient › GoTrueClient › signInWithOtp › signInWithOtp() for email', 'mails a sign-in link that keeps the metadata given, and answers no session yet'), async () => {
    const email = uniqueEmail('otp-data');
    const { data, error } = await clientFor(stack).auth.signInWithOtp({ email, options: { data: { hello: 'world' } } });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    expect((await waitForEmail(stack.url, email, 'Your magic link')).code).toMatch(/^\d{6}$/);
  });

  it(covers('auth-js', 'GoTrueClient › GoTrueClient with skipAutoInitialize option › should work with lazy initialization in public methods', 'signs up on a client that was never initialised'), async () => {
    const lazy = clientWith(stack, { auth: { skipAutoInitialize: true } });
    const { data, error } = await lazy.auth.signUp({ email: uniqueEmail('lazy'), password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toEqual(expect.any(String));
  });

  it(covers('auth-js', `${THROWING}updateUser() should throw an error when throwOnError is true`, 'throws the refusal of a badly written new address when the client is set to throw'), async () => {
    const throwing = clientWith(stack, { auth: { throwOnError: true } }).auth;
    await throwing.signUp({ email: uniqueEmail('throwing'), password: PASSWORD });
    await expect(throwing.updateUser({ email: 'invalid-email' })).rejects.toThrow('Unable to validate email address: invalid format');
  });
});
