/**
 * Attack: password spraying from one address. Forty wrong passwords over ten accounts, four each,
 * stay under every account's own budget, so only a limit per address can slow them down. As on a
 * hosted project, config.toml's sign_in_sign_ups (Aayra: 30) counts password sign-ins, right or
 * wrong, and sign-ups together, per address, per 5 minutes: the 31st request from the address is
 * refused with 429 over_request_rate_limit and Retry-After, whatever it is; another address, its
 * learners included, is not affected.
 */
import { describe, expect, it } from 'vitest';
import { fetchFrom, nextLearnerAddress } from '../support/addresses';
import { newLearner, PASSWORD, stacks, uniqueEmail, type ContractStack } from '../support/stacks';

const ALLOWANCE = 30;
const WINDOW_SECONDS = 5 * 60;

/** One request to an auth endpoint from this address, as supabase-js sends it: status, error code and Retry-After. */
async function send(stack: ContractStack, from: typeof fetch, path: string, body: object) {
  const response = await from(`${stack.url}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { error_code?: string };
  return { status: response.status, code: answer.error_code, retryAfter: Number(response.headers.get('retry-after')) };
}

const signIn = (stack: ContractStack, from: typeof fetch, email: string, password: string) =>
  send(stack, from, 'token?grant_type=password', { email, password });
const signUp = (stack: ContractStack, from: typeof fetch) => send(stack, from, 'signup', { email: uniqueEmail('allowance'), password: PASSWORD });

function expectRefused(answer: Awaited<ReturnType<typeof send>>) {
  expect(answer).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  expect(answer.retryAfter).toBeGreaterThan(0);
  expect(answer.retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

describe.each(stacks)('sign-ins and sign-ups per address on $name', (stack) => {
  it.runIf(stack.local)('40 wrong passwords over 10 accounts from one address: refused from the 31st on; another address still signs in', { timeout: 90_000 }, async () => {
    const accounts = await Promise.all(Array.from({ length: 10 }, (_, i) => newLearner(stack, `sprayed-${i}`)));
    const sprayer = fetchFrom(nextLearnerAddress());
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await signIn(stack, sprayer, accounts[i % 10]!.email, `Wrong-guess-${i}`));

    expect(answers.slice(0, ALLOWANCE).every((a) => a.status === 400 && a.code === 'invalid_credentials')).toBe(true);
    answers.slice(ALLOWANCE).forEach(expectRefused);
    // The allowance is the address's, for any request: the right password and a sign-up are refused too.
    expectRefused(await signIn(stack, sprayer, accounts[0]!.email, PASSWORD));
    expectRefused(await signUp(stack, sprayer));

    // The accounts' owners, on their own address, are not held back by the sprayer's count.
    const owner = fetchFrom(nextLearnerAddress());
    expect((await signIn(stack, owner, accounts[0]!.email, PASSWORD)).status).toBe(200);
    expect((await signIn(stack, owner, accounts[9]!.email, PASSWORD)).status).toBe(200);
    expect((await signUp(stack, owner)).status).toBe(200);
  });

  it.runIf(stack.local)('sign-ups and right passwords share the allowance: 20 sign-ups and 10 sign-ins, then the 31st is refused', { timeout: 90_000 }, async () => {
    const learner = await newLearner(stack, 'allowance-owner');
    const from = fetchFrom(nextLearnerAddress());
    for (let i = 0; i < 20; i++) expect((await signUp(stack, from)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn(stack, from, learner.email, PASSWORD)).status).toBe(200);
    expectRefused(await signIn(stack, from, learner.email, PASSWORD));
    expectRefused(await signUp(stack, from));
  });
});
