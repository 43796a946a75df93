/**
 * Attack: set a password the product's rules forbid by calling the API directly (the forms ask
 * for 8 characters; the server took 6, so "123456" and "aaaaaa" went through). Now the server
 * applies config.toml's minimum_password_length and password_requirements on sign-up and on a
 * password change, answering 422 weak_password with Supabase Auth's reasons.
 */
import { describe, expect, it } from 'vitest';
import { fetchFrom, nextLearnerAddress } from '../support/addresses';
import { expectStillServing } from '../support/health';
import { newLearner, PASSWORD, stacks, uniqueEmail, type ContractStack } from '../support/stacks';

async function signUp(stack: ContractStack, password: string) {
  const response = await fetchFrom(nextLearnerAddress())(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('rules'), password }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(stacks)('password rules on $name', (stack) => {
  it('refuses short passwords at sign-up with weak_password and its reasons', async () => {
    for (const password of ['123456', 'aaaaaa', '1234567']) {
      const { status, body } = await signUp(stack, password);
      expect(status).toBe(422);
      expect(body).toMatchObject({ error_code: 'weak_password', weak_password: { reasons: ['length'] } });
      expect(String(body.msg)).toContain('8 characters');
      await expectStillServing(stack);
    }
    expect((await signUp(stack, 'eight-ch')).status).toBe(200);
  });

  it('refuses a short new password on a password change', async () => {
    const learner = await newLearner(stack, 'rules-change');
    const weak = await learner.client.auth.updateUser({ password: 'aaaaaa', current_password: PASSWORD });
    expect(weak.error).toMatchObject({ code: 'weak_password', status: 422 });
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length']);
    expect((await learner.client.auth.updateUser({ password: 'Long-enough-8', current_password: PASSWORD })).error).toBeNull();
    await expectStillServing(stack);
  });
});
