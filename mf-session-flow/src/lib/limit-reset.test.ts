import { describe, expect, it } from 'vitest';
import type { SessionLimits } from './get-session-limits';
import { limitReset } from './limit-reset';

// Wednesday 25 November 2026 in Tokyo.
const atDailyLimit: SessionLimits = {
  usedtoday: 2, usedthisweek: 4, dailylimit: 2, weeklylimit: 14, canstart: false, limitreached: 'today',
  message: 'Session limit reached for today', planname: 'free', today: '2026-11-25', timezone: 'Asia/Tokyo',
};

describe('when a reached session limit resets', () => {
  it('is nothing to say while a session can start', () => {
    expect(limitReset({ ...atDailyLimit, usedtoday: 1, canstart: true, limitreached: null })).toBeNull();
  });

  it('is the start of tomorrow for a daily limit, in the learner\'s time zone', () => {
    expect(limitReset(atDailyLimit)).toEqual({
      text: 'Resets tomorrow (Thursday, November 26) at midnight, Asia/Tokyo time.',
      canUpgrade: true,
    });
  });

  it('is next Monday once the week is used up, even when today\'s limit is reached too', () => {
    const weekFull = { ...atDailyLimit, weeklylimit: 2, usedthisweek: 2 };
    expect(limitReset(weekFull)?.text).toBe('Resets on Monday, November 30 at midnight, Asia/Tokyo time.');
    expect(limitReset({ ...weekFull, limitreached: 'week' })?.text).toBe('Resets on Monday, November 30 at midnight, Asia/Tokyo time.');
  });

  it('says tomorrow when the week ends today', () => {
    expect(limitReset({ ...atDailyLimit, today: '2026-11-29', weeklylimit: 2, usedthisweek: 2 })?.text).toBe(
      'Resets tomorrow (Monday, November 30) at midnight, Asia/Tokyo time.',
    );
  });
});
