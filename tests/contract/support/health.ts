import { expect } from 'vitest';
import type { ContractStack } from './stacks';

/** After an attack the stack must still answer, and answer a real query, promptly. */
export async function expectStillServing(stack: ContractStack): Promise<void> {
  const health = await fetch(`${stack.url}/health`, { signal: AbortSignal.timeout(5_000) });
  expect(health.status).toBe(200);
  const plans = await fetch(`${stack.url}/rest/v1/subscriptionplans?select=planname&limit=1`, {
    headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` },
    signal: AbortSignal.timeout(5_000),
  });
  expect(plans.status).toBe(200);
}
