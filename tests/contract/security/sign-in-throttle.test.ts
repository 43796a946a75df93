/**
 * Attack: guess passwords faster than the throttle counts them. 60 wrong passwords sent at once
 * against one account (the old count was read before bcrypt and written after, so all were
 * checked), more from three other addresses, one address spraying ten accounts, and sign-ups
 * without end. Now: every check is reserved in the database before bcrypt runs; an account takes
 * at most 30 wrong passwords per 15 minutes, of which 20 from addresses it never signed in from;
 * an address at most 60 across accounts per 15 minutes, and at most 30 sign-ins and sign-ups
 * together per 5 minutes (sign_in_sign_ups, as on hosted); each refusal is a 429 with
 * Retry-After. The owner, at an address the account signed in from, still gets in.
 */
import { describe, expect, it } from 'vitest';
import { fetchFrom, nextLearnerAddress } from '../support/addresses';
import { expectStillServing } from '../support/health';
import { newLearner, PASSWORD, stacks, uniqueEmail, type ContractStack } from '../support/stacks';

const WINDOW_SECONDS = 15 * 60;

/** One password sign-in from this address, as supabase-js sends it: the status and Retry-After. */
async function signIn(stack: ContractStack, from: typeof fetch, email: string, password: string) {
  const response = await from(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { error_code?: string };
  return { status: response.status, code: body.error_code, retryAfter: response.headers.get('retry-after') };
}

/** Fires the guesses all at once; counts how many were checked (a wrong-password answer). */
async function guessAtOnce(stack: ContractStack, guesses: { from: typeof fetch; email: string }[]) {
  const answers = await Promise.all(guesses.map(({ from, email }, i) => signIn(stack, from, email, `Wrong-guess-${i}`)));
  const checked = answers.filter((a) => a.status === 400 && a.code === 'invalid_credentials').length;
  const refused = answers.filter((a) => a.status === 429);
  for (const answer of refused) {
    expect(answer.code).toBe('over_request_rate_limit');
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(Number(answer.retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS);
  }
  expect(checked + refused.length).toBe(guesses.length);
  return checked;
}

describe.each(stacks)('password guessing on $name', (stack) => {
  it.runIf(stack.local)('60 guesses at once, then more from three other addresses: the account takes at most 30', { timeout: 60_000 }, async () => {
    const victim = await newLearner(stack, 'throttle-victim');
    const home = fetchFrom(nextLearnerAddress());
    expect((await signIn(stack, home, victim.email, PASSWORD)).status).toBe(200);

    const attacker = fetchFrom(nextLearnerAddress());
    const first = await guessAtOnce(stack, Array.from({ length: 60 }, () => ({ from: attacker, email: victim.email })));
    // The attacker's address is not one the account knows: 20 of the account's 30 at most.
    expect(first).toBe(20);
    await expectStillServing(stack);

    const others = [nextLearnerAddress(), nextLearnerAddress(), nextLearnerAddress()].map(fetchFrom);
    const more = await guessAtOnce(stack, others.flatMap((from) => Array.from({ length: 10 }, () => ({ from, email: victim.email }))));
    expect(first + more).toBeLessThanOrEqual(30);
    expect(more).toBe(0);

    // The owner at home is not locked out, and a wrong password there still counts toward 30.
    expect((await signIn(stack, home, victim.email, PASSWORD)).status).toBe(200);
    const fromHome = await guessAtOnce(stack, Array.from({ length: 15 }, () => ({ from: home, email: victim.email })));
    expect(first + more + fromHome).toBe(30);
    // Now the account is closed everywhere for a while; the owner on a new address is told how long.
    const elsewhere = await signIn(stack, fetchFrom(nextLearnerAddress()), victim.email, PASSWORD);
    expect(elsewhere.status).toBe(429);
    expect(Number(elsewhere.retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS);
    await expectStillServing(stack);
  });

  it.runIf(stack.local)('an attacker exhausting the unknown-address share does not keep the owner out at home', { timeout: 60_000 }, async () => {
    const victim = await newLearner(stack, 'throttle-owner');
    const home = fetchFrom(nextLearnerAddress());
    expect((await signIn(stack, home, victim.email, PASSWORD)).status).toBe(200);
    const attackers = [nextLearnerAddress(), nextLearnerAddress()].map(fetchFrom);
    await guessAtOnce(stack, attackers.flatMap((from) => Array.from({ length: 15 }, () => ({ from, email: victim.email }))));
    const newcomer = await signIn(stack, fetchFrom(nextLearnerAddress()), victim.email, PASSWORD);
    expect(newcomer.status).toBe(429);
    expect((await signIn(stack, home, victim.email, PASSWORD)).status).toBe(200);
    await expectStillServing(stack);
  });

  it.runIf(stack.local)('one address spraying ten accounts is cut at 30 checks (sign_in_sign_ups)', { timeout: 60_000 }, async () => {
    // Three real learners and seven addresses nobody registered: both cost the sprayer alike.
    const victims = await Promise.all(Array.from({ length: 3 }, (_, i) => newLearner(stack, `spray-${i}`)));
    const targets = [...victims.map(({ email }) => email), ...Array.from({ length: 7 }, () => uniqueEmail('spray-nobody'))];
    const sprayer = fetchFrom(nextLearnerAddress());
    const checked = await guessAtOnce(stack, targets.flatMap((email) => Array.from({ length: 10 }, () => ({ from: sprayer, email }))));
    expect(checked).toBe(30);
    // Every account still has its own budget left for its owner elsewhere.
    expect((await signIn(stack, fetchFrom(nextLearnerAddress()), victims[0]!.email, PASSWORD)).status).toBe(200);
    await expectStillServing(stack);
  });

  it.runIf(stack.local)('sign-ups from one address stop at 30 per 5 minutes', { timeout: 60_000 }, async () => {
    const from = fetchFrom(nextLearnerAddress());
    const answers = await Promise.all(Array.from({ length: 35 }, () =>
      from(`${stack.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail('flood'), password: PASSWORD }),
      })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused[0]!.json()) as { error_code: string }).error_code).toBe('over_request_rate_limit');
    // Another learner, on their own address, still signs up.
    const other = await fetchFrom(nextLearnerAddress())(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('after-flood'), password: PASSWORD }),
    });
    expect(other.status).toBe(200);
    await expectStillServing(stack);
  });
});
