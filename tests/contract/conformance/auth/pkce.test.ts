/**
 * The PKCE flow, as server-rendered study apps sign learners in: the e-mailed link brings the
 * browser back with a one-time code, and only the client that started the flow (holding the code
 * verifier) can exchange it for the session.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { followEmailLink, waitForEmail } from '../../../support/email-link';
import { clientFor, PASSWORD, uniqueEmail } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { clientWith } from './clients';

const RETURN_TO = 'http://127.0.0.1:3000/auth/callback';

describe.each(conformanceStacks)('the PKCE flow ($name)', (stack) => {
  const pkceClient = () => clientWith(stack, { auth: { flowType: 'pkce' } });

  /** Follows the newest link with this subject and answers the code the browser came back with. */
  async function codeFromLink(email: string, subject: string) {
    const followed = await followEmailLink((await waitForEmail(stack.url, email, subject)).link);
    const landing = new URL(followed.location);
    expect(landing.origin + landing.pathname).toBe(RETURN_TO);
    // No tokens in the browser's address, only the code.
    expect(followed.location).not.toMatch(/access_token|refresh_token/);
    return landing.searchParams.get('code')!;
  }

  it(covers('auth-js', 'GoTrueClient › The auth client can signin with third-party oAuth providers › should handle exchangeCodeForSession with invalid code', 'refuses to exchange a code with no verifier: no session, no user'), async () => {
    const { data, error } = await clientFor(stack).auth.exchangeCodeForSession('invalid-code');
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(data.session).toBeNull();
    expect(data.user).toBeNull();
  });

  it('signs in with a magic link: the code is exchanged once, by the client that asked', async () => {
    const email = uniqueEmail('pkce-magic');
    const browser = pkceClient();
    expect((await browser.auth.signInWithOtp({ email, options: { emailRedirectTo: RETURN_TO } })).error).toBeNull();
    const code = await codeFromLink(email, 'Your magic link');
    const { data, error } = await browser.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect((await browser.auth.getUser()).data.user?.email_confirmed_at).toBeTruthy();
    // The client forgot its verifier once it was used; the stack forgot the code.
    const again = await fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'a-verifier-of-forty-three-characters-or-more-0' }),
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error_code: 'flow_state_not_found' });
  });

  it('refuses a code exchanged with another client’s verifier, and the code is then spent', async () => {
    const email = uniqueEmail('pkce-stolen');
    const browser = pkceClient();
    expect((await browser.auth.signInWithOtp({ email, options: { emailRedirectTo: RETURN_TO } })).error).toBeNull();
    const code = await codeFromLink(email, 'Your magic link');
    const thief = pkceClient();
    // The thief's own flow gives it a verifier, but not the learner's.
    expect((await thief.auth.signInWithOtp({ email: uniqueEmail('thief'), options: { emailRedirectTo: RETURN_TO } })).error).toBeNull();
    const stolen = await thief.auth.exchangeCodeForSession(code);
    expect(stolen.error).toMatchObject({ status: 403, code: 'bad_code_verifier' });
    expect(stolen.data.session).toBeNull();
    expect((await browser.auth.exchangeCodeForSession(code)).error).toMatchObject({ status: 404 });
  });

  it('recovers a password through the PKCE flow: the exchanged session may set a new password', async () => {
    const email = uniqueEmail('pkce-recover');
    expect((await clientFor(stack).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const browser = pkceClient();
    const events: string[] = [];
    browser.auth.onAuthStateChange((event) => void events.push(event));
    expect((await browser.auth.resetPasswordForEmail(email, { redirectTo: RETURN_TO })).error).toBeNull();
    const code = await codeFromLink(email, 'Reset your password');
    expect((await browser.auth.exchangeCodeForSession(code)).error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await browser.auth.updateUser({ password: 'Recovered-by-pkce-3' })).error).toBeNull();
    expect((await clientFor(stack).auth.signInWithPassword({ email, password: 'Recovered-by-pkce-3' })).error).toBeNull();
  });

  it('changes the address through the PKCE flow: the link to the new address brings back a code for the verifier', async () => {
    const { data: signedUp } = await clientFor(stack).auth.signUp({ email: uniqueEmail('pkce-old'), password: PASSWORD });
    const verifier = 'a-study-companion-code-verifier-of-fifty-characters';
    const newEmail = uniqueEmail('pkce-new');
    const asked = await fetch(`${stack.url}/auth/v1/user?redirect_to=${encodeURIComponent(RETURN_TO)}`, {
      method: 'PUT',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${signedUp.session!.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: newEmail, code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 's256' }),
    });
    expect(asked.status).toBe(200);
    const code = await codeFromLink(newEmail, 'Confirm your new email');
    const exchanged = await fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });
    expect(exchanged.status).toBe(200);
    expect(((await exchanged.json()) as { user: { email: string } }).user.email).toBe(newEmail);
  });
});
