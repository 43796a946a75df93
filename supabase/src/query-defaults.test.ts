import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetryQuery } from './query-defaults';

describe('query defaults', () => {
  it('never retries a client error (4xx)', () => {
    expect(shouldRetryQuery(0, { status: 400 })).toBe(false);
    expect(shouldRetryQuery(0, { status: 404 })).toBe(false);
    expect(shouldRetryQuery(0, { code: 403 })).toBe(false);
  });
  it('retries other failures twice', () => {
    expect(shouldRetryQuery(0, { status: 503 })).toBe(true);
    expect(shouldRetryQuery(1, new Error('network'))).toBe(true);
    expect(shouldRetryQuery(2, new Error('network'))).toBe(false);
  });
  it('keeps data fresh 30 s, cached 5 min, no refetch on focus, refetch on reconnect, mutations retry once', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: 30_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
    });
    expect(defaults.mutations?.retry).toBe(1);
  });
});
