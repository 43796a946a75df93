/**
 * Signing up and in by e-mail: passwords, confirmation resends, one-time passwords and magic
 * links through the local outbox, and refreshing a session, as the auth client's own suite checks them.
 */
import { describe, expect, it } from 'vitest';
import { followEmailLink, readOutbox, SUBJECTS, waitForEmail } from '../../../support/email-link';
import { clientFor, PASSWORD, uniqueEmail } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { clientWith } from './clients';

const EMAIL_AUTH = 'GoTrueClient › GoTrueClient › Email Auth › ';
const MAGIC_LINK = 'Your magic link';

describe.each(conformanceStacks)('e-mail sign-up and sign-in ($name)', (stack) => {
  const auth = clientFor(stack).auth;

  it(covers('auth-js', `${EMAIL_AUTH}fail to signUp() with invalid password`, 'refuses a sign-up with a password that is too short'), async () => {
    const { data, error } = await auth.signUp({ email: uniqueEmail('short'), password: '123' });
    expect(data.session).toBeNull();
    expect(error?.message).toContain('Password should be at least 6 characters');
  });

  it(covers('auth-js', `${EMAIL_AUTH}fail to signUp() with invalid email`, 'refuses a sign-up with an address that is not one'), async () => {
    const { data, error } = await auth.signUp({ email: 'a', password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error?.message).toContain('Unable to validate email address: invalid format');
  });

  it(covers('auth-js', `${EMAIL_AUTH}should handle signUp with invalid credentials`, 'refuses a sign-up with a bad address and a short password: no user, no session'), async () => {
    const { data, error } = await auth.signUp({ email: 'invalid-email', password: '123' });
    expect(error).toMatchObject({ status: 400 });
    expect(data.user).toBeNull();
    expect(data.session).toBeNull();
  });

  it(covers('auth-js', `${EMAIL_AUTH}should handle signInWithPassword with invalid credentials`, 'refuses a password sign-in for an unknown learner'), async () => {
    const { data, error } = await auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'wrong-password' });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(data.user).toBeNull();
    expect(data.session).toBeNull();
  });

  it(covers('auth-js', [`${EMAIL_AUTH}resend with email with options`, `${EMAIL_AUTH}resend with email with empty options`], 'mails the confirmation again to an unconfirmed learner, with or without options'), async () => {
    const email = uniqueEmail('resend');
    expect((await clientFor(stack, stack.serviceRoleKey).auth.admin.createUser({ email, password: PASSWORD })).error).toBeNull();
    const seen: string[] = [];
    for (const options of [{ emailRedirectTo: 'http://127.0.0.1:3000/welcome' }, {}]) {
      const { error } = await auth.resend({ email, type: 'signup', options });
      expect(error).toBeNull();
      seen.push((await waitForEmail(stack.url, email, SUBJECTS.confirmSignUp, { ignoreLinks: seen })).link);
    }
  });

  it('sends the links of a pending e-mail change again; the earlier link stops working', async () => {
    const email = uniqueEmail('changing');
    const learner = clientFor(stack);
    expect((await learner.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const newEmail = uniqueEmail('changed');
    expect((await learner.auth.updateUser({ email: newEmail })).error).toBeNull();
    const first = await waitForEmail(stack.url, newEmail, 'Confirm your new email');
    expect((await auth.resend({ type: 'email_change', email })).error).toBeNull();
    const second = await waitForEmail(stack.url, newEmail, 'Confirm your new email', { ignoreLinks: [first.link] });
    expect((await followEmailLink(first.link)).error).toBe('otp_expired');
    expect((await followEmailLink(second.link)).type).toBe('email_change');
    expect((await learner.auth.refreshSession()).data.user?.email).toBe(newEmail);
  });

  it(covers('auth-js', `${EMAIL_AUTH}should handle signInWithOtp with invalid email`, 'refuses a magic link to an address that is not one'), async () => {
    const { data, error } = await auth.signInWithOtp({ email: 'invalid-email' });
    expect(error).toMatchObject({ status: 400, message: 'Unable to validate email address: invalid format' });
    expect(data.user).toBeNull();
  });

  it(covers('auth-js', `${EMAIL_AUTH}should handle verifyOtp with invalid code`, 'refuses a wrong one-time code: no user, no session'), async () => {
    const { data, error } = await auth.verifyOtp({ email: uniqueEmail('guess'), token: 'invalid-token', type: 'email' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    expect(data.user).toBeNull();
    expect(data.session).toBeNull();
  });

  it(covers('auth-js', ['GoTrueClient › GoTrueClient › signInWithOtp › signInWithOtp for email with empty options', 'GoTrueClient › GoTrueClient › signInWithOtp › verifyOTP fails with empty options'], 'mails a magic link with empty options; a phone change code that was never sent is refused'), async () => {
    const email = uniqueEmail('magic');
    const sent = await auth.signInWithOtp({ email, options: {} });
    expect(sent.error).toBeNull();
    expect(sent.data.user).toBeNull();
    expect(sent.data.session).toBeNull();
    expect((await waitForEmail(stack.url, email, MAGIC_LINK)).code).toMatch(/^\d{6}$/);
    const { error } = await auth.verifyOtp({ phone: '+15555550123', type: 'phone_change', token: '123456', options: {} });
    expect(error?.message).toContain('Token has expired or is invalid');
  });

  it('signs a new learner up and in with the magic link, and a known one with the typed code', async () => {
    const email = uniqueEmail('passwordless');
    expect((await auth.signInWithOtp({ email, options: { data: { subject: 'geography' }, emailRedirectTo: 'http://127.0.0.1:3000/today' } })).error).toBeNull();
    const followed = await followEmailLink((await waitForEmail(stack.url, email, MAGIC_LINK)).link);
    expect(followed.type).toBe('magiclink');
    expect(followed.location.startsWith('http://127.0.0.1:3000/today#')).toBe(true);
    const { data: signedUp } = await auth.getUser(followed.session!.access_token);
    expect(signedUp.user).toMatchObject({ email, user_metadata: { subject: 'geography' } });
    expect(signedUp.user?.email_confirmed_at).toBeTruthy();

    expect((await auth.signInWithOtp({ email })).error).toBeNull();
    const [latest] = await readOutbox(stack.url, email);
    expect(latest?.subject).toBe(MAGIC_LINK);
    const typed = await clientFor(stack).auth.verifyOtp({ email, token: latest!.code!, type: 'email' });
    expect(typed.error).toBeNull();
    expect(typed.data.user?.id).toBe(signedUp.user?.id);
    // A code works once.
    expect((await clientFor(stack).auth.verifyOtp({ email, token: latest!.code!, type: 'email' })).error?.message).toBe('Token has expired or is invalid');
  });

  it('counts only wrong codes against an address: the right code after 9 wrong ones works and is not counted; wrong ones past 10 are refused', async () => {
    const email = uniqueEmail('guessed');
    const wrongCode = async () => (await auth.verifyOtp({ email, token: '000000', type: 'email' })).error;
    expect((await auth.signInWithOtp({ email })).error).toBeNull();
    for (let guess = 0; guess < 9; guess += 1) expect((await wrongCode())?.code).toBe('otp_expired');
    const { code } = await waitForEmail(stack.url, email, MAGIC_LINK);
    expect((await clientFor(stack).auth.verifyOtp({ email, token: code!, type: 'email' })).error).toBeNull();
    // The right code gave its try back: one wrong guess is still left, then the address is locked.
    expect((await wrongCode())?.code).toBe('otp_expired');
    expect(await wrongCode()).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('does not create a learner for a magic link when told not to', async () => {
    const { error } = await auth.signInWithOtp({ email: uniqueEmail('not-created'), options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
  });

  it(covers('auth-js', 'GoTrueClient › GoTrueClient with throwOnError option › signInWithOtp() should throw on invalid params when throwOnError is true', 'throws the refusal of a bad address when the client is set to throw'), async () => {
    const throwing = clientWith(stack, { auth: { throwOnError: true } }).auth;
    await expect(throwing.signInWithOtp({ email: 'invalid', options: { captchaToken: 'x' } })).rejects.toThrow('Unable to validate email address: invalid format');
  });

  it(covers('auth-js', 'GoTrueClient › Session Management › should handle refreshSession with invalid refresh token', 'refuses to refresh with a refresh token it never issued'), async () => {
    const { data, error } = await auth.refreshSession({ refresh_token: 'invalid-refresh-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect(data.session).toBeNull();
  });
});
