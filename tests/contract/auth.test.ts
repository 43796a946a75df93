/**
 * Every auth call Aayra makes, through the real supabase-js, on each target: sign-up with metadata and e-mail confirmation, password sign-in, session,
 * refresh, sign-out, password recovery through the outbox, profile updates, TOTP MFA and the JWKS.
 */
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { followEmailLink, readOutbox, SUBJECTS, waitForEmail } from '../support/email-link';
import { fetchFrom, nextLearnerAddress } from './support/addresses';
import { clientFor, newLearner, PASSWORD, stacks, uniqueEmail, type ContractStack } from './support/stacks';

/** A visitor's client on an address of its own (sign-ups and e-mails are limited per address). */
const visitorOf = (stack: ContractStack) =>
  clientFor(stack, stack.anonKey, fetchFrom(nextLearnerAddress()));
import { totpCode } from './support/totp';

describe.each(stacks)('auth on $name', (stack) => {
  it('signs up with metadata: a session, the metadata, and the learner profile', async () => {
    const { client, user, session, id } = await newLearner(stack, 'signup');
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBeGreaterThan(90);
    expect(user.user_metadata).toMatchObject({ displayname: 'Contract learner', studentcategory: 'college' });
    expect(user.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
    expect(user.email_confirmed_at).toBeTruthy();
    const { data: profile, error } = await client.from('users').select('userid, displayname, studentcategory').eq('userid', id).single();
    expect(error).toBeNull();
    expect(profile).toEqual({ userid: id, displayname: 'Contract learner', studentcategory: 'college' });
  });

  it('signs up unconfirmed: no session, no sign-in until the e-mailed link is followed', async () => {
    const email = uniqueEmail('confirm');
    const visitor = visitorOf(stack);
    const { data, error } = await visitor.auth.signUp({ email, password: PASSWORD, options: { data: { displayname: 'Unconfirmed' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: null, identities: [] });
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    const early = await visitor.auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({ code: 'email_not_confirmed', status: 400, message: 'Email not confirmed' });
    // The wrong password is still just wrong: "not confirmed" is said only to the owner.
    expect((await visitor.auth.signInWithPassword({ email, password: 'Not-the-password-1' })).error?.code).toBe('invalid_credentials');

    if (!stack.local) return;
    const message = await waitForEmail(stack.url, email, SUBJECTS.confirmSignUp);
    const followed = await followEmailLink(message.link);
    expect(followed.type).toBe('signup');
    expect(followed.session?.access_token).toBeTruthy();
    expect((await visitor.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await followEmailLink(message.link)).error).toBe('otp_expired');
    const { data: profile } = await visitor.from('users').select('email, emailverified').single();
    expect(profile).toEqual({ email, emailverified: true });
  });

  it('answers a taken e-mail as a new one (no session, no identities), and refuses a weak password', async () => {
    const { email, id } = await newLearner(stack, 'taken');
    const taken = await visitorOf(stack).auth.signUp({ email, password: PASSWORD });
    expect(taken.error).toBeNull();
    expect(taken.data.session).toBeNull();
    expect(taken.data.user).toMatchObject({ email, identities: [], email_confirmed_at: null });
    expect(taken.data.user?.id).not.toBe(id);
    const weak = await visitorOf(stack).auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.status).toBe(422);
    if (stack.local) expect((await readOutbox(stack.url, email)).filter((m) => m.subject === SUBJECTS.confirmSignUp)).toHaveLength(1);
  });

  it('signs in with a password; a wrong one is "Invalid login credentials"; the last sign-in moves', async () => {
    const { email, user } = await newLearner(stack, 'signin');
    const client = clientFor(stack);
    const wrong = await client.auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.status).toBe(400);
    await new Promise((r) => setTimeout(r, 20));
    const { data, error } = await client.auth.signInWithPassword({ email: email.toUpperCase(), password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(Date.parse(data.user!.last_sign_in_at!)).toBeGreaterThan(Date.parse(user.last_sign_in_at!));
    const { data: session } = await client.auth.getSession();
    expect(session.session?.access_token).toBe(data.session?.access_token);
  });

  it('refreshes with a new refresh token, and a second tab racing with the old one is not signed out', async () => {
    const { client, session } = await newLearner(stack, 'refresh');
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    const otherTab = clientFor(stack);
    const raced = await otherTab.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(raced.error).toBeNull();
    expect((await otherTab.auth.getUser()).data.user?.id).toBe(session.user.id);
  });

  it('reads and updates the user: metadata merge and a password change with the current password', async () => {
    const { email, id } = await newLearner(stack, 'update');
    const client = clientFor(stack);
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await client.auth.getUser()).data.user?.id).toBe(id);
    const unproven = await client.auth.updateUser({ password: 'A-new-password-7' });
    expect(unproven.error).toMatchObject({ code: 'reauthentication_needed', status: 400 });
    const { data, error } = await client.auth.updateUser({ password: 'A-new-password-7', current_password: PASSWORD, data: { theme: 'dark' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ displayname: 'Contract learner', theme: 'dark' });
    const same = await client.auth.updateUser({ password: 'A-new-password-7', current_password: 'A-new-password-7' });
    expect(same.error?.code).toBe('same_password');
    expect((await clientFor(stack).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await clientFor(stack).auth.signInWithPassword({ email, password: 'A-new-password-7' })).error).toBeNull();
  });

  it('signs out everywhere: the old tokens stop working', async () => {
    const { client, session } = await newLearner(stack, 'signout');
    const laptop = clientFor(stack);
    await laptop.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const after = await laptop.auth.getUser();
    expect(after.data.user).toBeNull();
    const refresh = await clientFor(stack).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).not.toBeNull();
  });

  it('lists the e-mail identity; linking and unlinking identities answer as a project with manual linking off', async () => {
    const { client, email } = await newLearner(stack, 'identities');
    const { data, error } = await client.auth.getUserIdentities();
    expect(error).toBeNull();
    expect(data?.identities).toEqual([expect.objectContaining({ provider: 'email', email })]);
    const link = await client.auth.linkIdentity({ provider: 'google' });
    expect(link.error).toMatchObject({ code: 'manual_linking_disabled', status: 404 });
    const unlink = await client.auth.unlinkIdentity(data!.identities[0]!);
    expect(unlink.error).toMatchObject({ code: 'manual_linking_disabled', status: 404 });
    expect((await client.auth.getUserIdentities()).data?.identities).toHaveLength(1);
    const signedOut = await fetch(`${stack.url}/auth/v1/user/identities/authorize?provider=google`, { headers: { apikey: stack.anonKey } });
    expect(signedOut.status).toBe(401);
  });

  it('publishes its signing key: getClaims verifies the token with the JWKS', async () => {
    const { client, id } = await newLearner(stack, 'claims');
    const jwks = (await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string; alg: string }[] };
    expect(jwks.keys[0]?.alg).toBe('ES256');
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ sub: id, role: 'authenticated', aal: 'aal1', aud: 'authenticated' });
    expect(data?.header.kid).toBe(jwks.keys[0]?.kid);
  });

  it('enrols, challenges and verifies a TOTP factor: the session becomes aal2', async () => {
    const { client } = await newLearner(stack, 'mfa');
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor.type).toBe('totp');
    expect(factor.totp.qr_code).toContain('<svg');
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const wrong = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: '000000' === totpCode(factor.totp.secret) ? '111111' : '000000' });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    const verified = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: totpCode(factor.totp.secret) });
    expect(verified.error).toBeNull();
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.id)).toEqual([factor.id]);
  });

  it.runIf(stack.local)('sends a recovery link to the local outbox; following it lets the learner set a new password', async () => {
    const { email } = await newLearner(stack, 'recover');
    const visitor = visitorOf(stack);
    const sent = await visitor.auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:3000/reset-password' });
    expect(sent.error).toBeNull();
    const message = await waitForEmail(stack.url, email, SUBJECTS.recovery);
    // The e-mail holds a one-time link to the stack, never a session.
    expect(new URL(message.link).pathname).toBe('/auth/v1/verify');
    expect(message.link).not.toMatch(/access_token|refresh_token/);
    const page = await (await fetch(`${stack.url}/auth/v1/outbox`)).text();
    expect(page).toContain('Local outbox');
    const followed = await followEmailLink(message.link);
    const landing = new URL(followed.location);
    expect(landing.origin + landing.pathname).toBe('http://127.0.0.1:3000/reset-password');
    expect(followed.type).toBe('recovery');
    const browser = clientFor(stack);
    const set = await browser.auth.setSession(followed.session!);
    expect(set.error).toBeNull();
    // The reset page sets the new password without the old one: the session came from the e-mail.
    expect((await browser.auth.updateUser({ password: 'Recovered-password-9' })).error).toBeNull();
    expect((await clientFor(stack).auth.signInWithPassword({ email, password: 'Recovered-password-9' })).error).toBeNull();
    const unknown = await visitor.auth.resetPasswordForEmail(uniqueEmail('nobody'));
    expect(unknown.error).toBeNull();
  });

  it('serves the admin API to the service role only: the anon key and a learner token are "User not allowed"', async () => {
    const refused = await clientFor(stack).auth.admin.listUsers();
    expect(refused.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const { id, session } = await newLearner(stack, 'not-admin');
    const asLearner = await fetch(`${stack.url}/auth/v1/admin/users/${id}`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(asLearner.status).toBe(403);
    const service = clientFor(stack, stack.serviceRoleKey).auth.admin;
    const { data, error } = await service.getUserById(id);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
  });

  it.runIf(stack.local)('mails a magic link to the outbox; following it signs a confirmed learner in', async () => {
    const { email, id } = await newLearner(stack, 'magic');
    const sent = await visitorOf(stack).auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: 'http://127.0.0.1:3000/today' } });
    expect(sent.error).toBeNull();
    const message = await waitForEmail(stack.url, email, 'Your magic link');
    expect(message.link).not.toMatch(/access_token|refresh_token/);
    const followed = await followEmailLink(message.link);
    expect(followed.type).toBe('magiclink');
    const { data } = await clientFor(stack).auth.getUser(followed.session!.access_token);
    expect(data.user?.id).toBe(id);
  });

  it.runIf(stack.local)('confirms a sign-up through the PKCE flow: the link brings back a code only the signing-up client can exchange', async () => {
    const email = uniqueEmail('pkce');
    const browser = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, flowType: 'pkce' },
      realtime: { transport: WebSocket as never },
      global: { fetch: fetchFrom(nextLearnerAddress()) },
    });
    const signedUp = await browser.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'http://127.0.0.1:3000/auth/callback' } });
    expect(signedUp.data.session).toBeNull();
    const followed = await followEmailLink((await waitForEmail(stack.url, email, SUBJECTS.confirmSignUp)).link);
    expect(followed.location).not.toMatch(/access_token|refresh_token/);
    const code = new URL(followed.location).searchParams.get('code')!;
    const exchanged = await browser.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    // Spent: a leaked link or code alone never signs anyone in again.
    const reused = await fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'a-verifier-of-forty-three-characters-or-more-0' }),
    });
    expect(reused.status).toBe(404);
  });
});
