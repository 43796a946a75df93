/**
 * Every auth call Aayra makes, through the real supabase-js, on each target (spec section 7,
 * Authentication): sign-up with metadata, password sign-in, session, refresh, sign-out, password
 * recovery through the outbox, profile updates, TOTP MFA and the JWKS.
 */
import { describe, expect, it } from 'vitest';
import { clientFor, newLearner, PASSWORD, stacks, uniqueEmail } from './support/stacks';
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

  it('refuses a taken e-mail and a weak password with Supabase error codes', async () => {
    const { email } = await newLearner(stack, 'taken');
    const taken = await clientFor(stack).auth.signUp({ email, password: PASSWORD });
    expect(taken.error?.code).toBe('user_already_exists');
    expect(taken.error?.status).toBe(422);
    const weak = await clientFor(stack).auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(weak.error?.code).toBe('weak_password');
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

  it('reads and updates the user: metadata merge and a password change', async () => {
    const { client, email, id } = await newLearner(stack, 'update');
    expect((await client.auth.getUser()).data.user?.id).toBe(id);
    const { data, error } = await client.auth.updateUser({ password: 'A-new-password-7', data: { theme: 'dark' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ displayname: 'Contract learner', theme: 'dark' });
    const same = await client.auth.updateUser({ password: 'A-new-password-7' });
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
    const visitor = clientFor(stack);
    const sent = await visitor.auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:3000/reset-password' });
    expect(sent.error).toBeNull();
    const messages = (await (await fetch(`${stack.url}/auth/v1/outbox?email=${encodeURIComponent(email)}`, { headers: { accept: 'application/json' } })).json()) as { link: string }[];
    const link = new URL(messages[0]!.link);
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:3000/reset-password');
    const fragment = new URLSearchParams(link.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const page = await (await fetch(`${stack.url}/auth/v1/outbox`)).text();
    expect(page).toContain('Local outbox');
    const browser = clientFor(stack);
    const set = await browser.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect(set.error).toBeNull();
    expect((await browser.auth.updateUser({ password: 'Recovered-password-9' })).error).toBeNull();
    expect((await clientFor(stack).auth.signInWithPassword({ email, password: 'Recovered-password-9' })).error).toBeNull();
    const unknown = await visitor.auth.resetPasswordForEmail(uniqueEmail('nobody'));
    expect(unknown.error).toBeNull();
  });
});
