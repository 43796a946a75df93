import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoinAllowance } from './join-allowance';
import { MAX_JOINS_PER_SECOND } from './limits';

describe('joins per second on one socket', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows a full rejoin at once, then refuses until time has passed', () => {
    vi.useFakeTimers();
    const joins = new JoinAllowance();
    for (let i = 0; i < MAX_JOINS_PER_SECOND; i++) expect(joins.take()).toBe(true);
    expect(joins.take()).toBe(false);
    vi.advanceTimersByTime(1000 / MAX_JOINS_PER_SECOND);
    expect(joins.take()).toBe(true);
    expect(joins.take()).toBe(false);
    vi.advanceTimersByTime(60_000);
    for (let i = 0; i < MAX_JOINS_PER_SECOND; i++) expect(joins.take()).toBe(true);
    expect(joins.take()).toBe(false);
  });
});
