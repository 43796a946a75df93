/**
 * Attack: make an e-mailed link deliver the learner's session to the attacker. The attacker asks
 * for a recovery (or sign-up) link with redirect_to=https://evil.example/steal, or a javascript:
 * URL that would run script when the link is clicked, or edits redirect_to in a link. Now: every
 * redirect_to outside site_url's host and additional_redirect_urls (config.toml), and every
 * scheme but http(s), falls back to site_url, when the link is made and again when it is followed.
 */
import { describe, expect, it } from 'vitest';
import { followEmailLink, SUBJECTS, waitForEmail } from '../../support/email-link';
import { fetchFrom, nextLearnerAddress } from '../support/addresses';
import { expectStillServing } from '../support/health';
import { clientFor, newLearner, stacks, uniqueEmail, type ContractStack } from '../support/stacks';

// The contract stacks are started without --site-url: config.toml's site_url.
const SITE_URL = 'http://127.0.0.1:3000/';

const visitor = (stack: ContractStack) => clientFor(stack, stack.anonKey, fetchFrom(nextLearnerAddress()));

/** Asks for a recovery link with this redirect_to and follows it: where the browser lands. */
async function recoveryLanding(stack: ContractStack, email: string, redirectTo: string, seen: string[]) {
  expect((await visitor(stack).auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();
  const message = await waitForEmail(stack.url, email, SUBJECTS.recovery, { ignoreLinks: seen });
  seen.push(message.link);
  return { message, followed: await followEmailLink(message.link) };
}

describe.each(stacks)('redirect_to on $name', (stack) => {
  it.runIf(stack.local)('never sends a session to another site or to a script URL', async () => {
    const { email } = await newLearner(stack, 'redirect');
    const seen: string[] = [];
    for (const hostile of [
      'https://evil.example/steal',
      'javascript:alert(document.cookie)//127.0.0.1:3000/',
      'data:text/html,<script>alert(1)</script>',
      'http://localhost:1@evil.example/',
      'http://127.0.0.1.evil.example:3000/',
      '//evil.example/',
    ]) {
      const { message, followed } = await recoveryLanding(stack, email, hostile, seen);
      expect(new URL(message.link).searchParams.get('redirect_to')).toBe(SITE_URL);
      expect(followed.location.startsWith(`${SITE_URL}#`)).toBe(true);
      await expectStillServing(stack);
    }
  });

  it.runIf(stack.local)('checks redirect_to again when the link is followed', async () => {
    const { email } = await newLearner(stack, 'redirect-edit');
    expect((await visitor(stack).auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:4173/reset-password' })).error).toBeNull();
    const fresh = await waitForEmail(stack.url, email, SUBJECTS.recovery);
    const edited = new URL(fresh.link);
    edited.searchParams.set('redirect_to', 'https://evil.example/steal');
    const followed = await followEmailLink(edited.href);
    expect(followed.location.startsWith(`${SITE_URL}#`)).toBe(true);
    await expectStillServing(stack);
  });

  it.runIf(stack.local)('follows an allowed redirect: the app on any local port resets the password', async () => {
    const { email } = await newLearner(stack, 'redirect-ok');
    const { followed } = await recoveryLanding(stack, email, 'http://localhost:4173/reset-password?from=email', []);
    const landing = new URL(followed.location);
    expect(landing.origin + landing.pathname + landing.search).toBe('http://localhost:4173/reset-password?from=email');
    expect(followed.type).toBe('recovery');
    const browser = clientFor(stack);
    expect((await browser.auth.setSession(followed.session!)).error).toBeNull();
    expect((await browser.auth.updateUser({ password: 'Reset-by-link-31' })).error).toBeNull();
    expect((await clientFor(stack).auth.signInWithPassword({ email, password: 'Reset-by-link-31' })).error).toBeNull();

    // A sign-up confirmation obeys the same rule.
    const newcomer = uniqueEmail('redirect-signup');
    const signUp = await visitor(stack).auth.signUp({
      email: newcomer,
      password: 'Newcomer-password-5',
      options: { emailRedirectTo: 'https://evil.example/welcome' },
    });
    expect(signUp.error).toBeNull();
    const confirmation = await waitForEmail(stack.url, newcomer, SUBJECTS.confirmSignUp);
    expect((await followEmailLink(confirmation.link)).location.startsWith(`${SITE_URL}#`)).toBe(true);
    await expectStillServing(stack);
  });
});
