import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetryQuery } from './query-defaults';

// What supabase-js hands the app when a call fails, in the shapes it really has.
const restRefusal = {
  code: 'P0001',
  message: 'At most 30 test notifications an hour',
  details: null,
  hint: 'test_notification_limit',
};
const restNotAllowed = { code: '42501', message: 'permission denied for table users' };
const restDatabaseDown = { code: 'PGRST001', message: 'Database client error' };
const restTimedOut = { code: '57014', message: 'canceling statement due to statement timeout' };
const networkFailure = { code: '', message: 'TypeError: Failed to fetch', details: '', hint: '' };
const functionAnswer = (status: number) =>
  Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    context: new Response(null, { status }),
  });

/** How many times the app's default mutation calls a mutationFn that always fails with `error`. */
async function mutationAttempts(error: unknown): Promise<number> {
  let attempts = 0;
  const mutation = new MutationObserver(createQueryClient(), {
    mutationFn: async () => {
      attempts += 1;
      throw error;
    },
    retryDelay: 0,
  });
  await mutation.mutate().catch(() => undefined);
  return attempts;
}

describe('query defaults', () => {
  it('never retries a client error (4xx), whatever shape it arrives in', () => {
    expect(shouldRetryQuery(0, { status: 400 })).toBe(false);
    expect(shouldRetryQuery(0, { status: 404 })).toBe(false);
    expect(shouldRetryQuery(0, { code: 403 })).toBe(false);
    expect(shouldRetryQuery(0, restRefusal)).toBe(false);
    expect(shouldRetryQuery(0, restNotAllowed)).toBe(false);
    expect(shouldRetryQuery(0, functionAnswer(429))).toBe(false);
  });

  it('retries other failures twice: the network, an unreachable or overloaded server', () => {
    for (const error of [
      { status: 503 },
      new Error('network'),
      networkFailure,
      restDatabaseDown,
      restTimedOut,
      functionAnswer(502),
    ]) {
      expect([0, 1, 2].map((failures) => shouldRetryQuery(failures, error))).toEqual([
        true,
        true,
        false,
      ]);
    }
  });

  it('tries a mutation twice when the network fails, and once when the server refuses it', async () => {
    expect(await mutationAttempts(networkFailure)).toBe(2);
    expect(await mutationAttempts(restDatabaseDown)).toBe(2);
    expect(await mutationAttempts(restRefusal)).toBe(1);
    expect(await mutationAttempts(functionAnswer(400))).toBe(1);
  });

  it('keeps data fresh 30 s, cached a week, no refetch on focus, refetch on reconnect', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: 30_000,
      gcTime: 7 * 24 * 60 * 60_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
    });
  });
});
