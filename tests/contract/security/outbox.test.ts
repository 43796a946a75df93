/**
 * Attack: take over an account through the local outbox. The attacker asks for a recovery link
 * for the victim's address, then reads the outbox from a web page on another origin (CORS) to
 * lift the session the link used to carry. Now: links carry only a one-time token, the outbox's
 * JSON is refused to a foreign Origin and no CORS header lets a page read it, and the page runs
 * nothing. The owner, at this machine, still reads the outbox and follows the link.
 */
import { describe, expect, it } from 'vitest';
import { followEmailLink, readOutbox, SUBJECTS, waitForEmail } from '../../support/email-link';
import { fetchFrom, nextLearnerAddress } from '../support/addresses';
import { expectStillServing } from '../support/health';
import { clientFor, newLearner, stacks } from '../support/stacks';

describe.each(stacks)('the outbox on $name', (stack) => {
  it.runIf(stack.local)('gives a page on another origin nothing, and never holds a session', async () => {
    const victim = await newLearner(stack, 'outbox-victim');
    const attacker = clientFor(stack, stack.anonKey, fetchFrom(nextLearnerAddress()));
    expect((await attacker.auth.resetPasswordForEmail(victim.email)).error).toBeNull();
    await waitForEmail(stack.url, victim.email, SUBJECTS.recovery);

    const outbox = `${stack.url}/auth/v1/outbox?email=${encodeURIComponent(victim.email)}`;
    const fromEvil = await fetch(outbox, { headers: { accept: 'application/json', origin: 'https://evil.example' } });
    expect(fromEvil.status).toBe(403);
    expect(fromEvil.headers.get('access-control-allow-origin')).toBeNull();
    expect(await fromEvil.text()).not.toContain(victim.email);

    // The HTML page a frame or a fetch from that origin could load: no CORS, no script, no framing.
    const page = await fetch(outbox, { headers: { origin: 'https://evil.example' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).not.toMatch(/access_token|refresh_token/);

    // Nothing in the outbox, for anyone, holds a token of a session.
    const messages = await readOutbox(stack.url, victim.email);
    expect(messages.length).toBeGreaterThanOrEqual(2);
    for (const message of messages) expect(message.link).not.toMatch(/access_token|refresh_token|eyJ/);
    const everything = await (await fetch(`${stack.url}/auth/v1/outbox`, { headers: { accept: 'application/json' } })).text();
    expect(everything).not.toMatch(/access_token|refresh_token|eyJ/);

    // The stack's own origin (the outbox page itself) and the owner at this machine still read it.
    const sameOrigin = await fetch(outbox, { headers: { accept: 'application/json', origin: stack.url } });
    expect(sameOrigin.status).toBe(200);
    const recovery = messages.find((m) => m.subject === SUBJECTS.recovery)!;
    const followed = await followEmailLink(recovery.link);
    expect(followed.type).toBe('recovery');
    expect(followed.session?.access_token).toBeTruthy();
    await expectStillServing(stack);
  });

  it.runIf(stack.local)('shows an e-mailed value that is not a web link as text, never as a link', async () => {
    const learner = await newLearner(stack, 'outbox-code');
    const reauth = await fetch(`${stack.url}/auth/v1/reauthenticate`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${learner.session.access_token}` },
    });
    expect(reauth.status).toBe(200);
    const code = await waitForEmail(stack.url, learner.email, SUBJECTS.reauthentication);
    expect(code.link).toMatch(/^\d{6}$/);
    const html = await (await fetch(`${stack.url}/auth/v1/outbox?email=${encodeURIComponent(learner.email)}`)).text();
    expect(html).toContain(`<code>${code.link}</code>`);
    expect(html).not.toContain(`href="${code.link}"`);
    await expectStillServing(stack);
  });
});
