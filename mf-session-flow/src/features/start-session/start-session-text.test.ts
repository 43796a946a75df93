import { describe, expect, it } from 'vitest';
import type { SessionLimits } from '../../lib/get-session-limits';
import { startSessionText } from './start-session-text';

const free: SessionLimits = {
  usedtoday: 1, usedthisweek: 3, dailylimit: 2, weeklylimit: 14, canstart: true, limitreached: null, message: null,
  planname: 'free', today: '2026-11-25', timezone: 'UTC',
};

describe('the Start New Session card text', () => {
  it('says it is loading until the limits arrive', () => {
    expect(startSessionText(undefined, false)).toEqual({ description: 'Loading session limits...', disabled: false });
  });

  it('shows today\'s usage when the plan has a daily limit', () => {
    expect(startSessionText(free, false)).toEqual({ description: 'Begin a focused study session (1/2 today)', disabled: false });
  });

  it('shows no usage without a daily limit', () => {
    expect(startSessionText({ ...free, dailylimit: null, weeklylimit: null }, false).description).toBe('Begin a focused study session');
  });

  it('is disabled with the limit that was reached', () => {
    expect(startSessionText({ ...free, usedtoday: 2, canstart: false, limitreached: 'today' }, false)).toEqual({
      description: 'Session limit reached for today',
      disabled: true,
    });
    expect(startSessionText({ ...free, canstart: false, limitreached: 'week' }, false).description).toBe('Session limit reached for this week');
  });

  it('says the check failed (the database still enforces the limits)', () => {
    expect(startSessionText(undefined, true)).toEqual({ description: 'Failed to check session limits', disabled: false });
  });
});
