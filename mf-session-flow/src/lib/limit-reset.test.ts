import { describe, expect, it } from 'vitest';
import { limitReset } from './limit-reset';

// Wednesday 25 November 2026 in Tokyo, at the daily limit: the database says it resets tomorrow.
const atDailyLimit: Parameters<typeof limitReset>[0] = {
  limitresetson: '2026-11-26', dailylimit: 2, weeklylimit: 14, today: '2026-11-25', timezone: 'Asia/Tokyo',
};

describe('when a reached session limit resets', () => {
  it('is nothing to say while a session can start', () => {
    expect(limitReset({ ...atDailyLimit, limitresetson: null })).toBeNull();
  });

  it("says tomorrow, with the day's name, in the learner's time zone", () => {
    expect(limitReset(atDailyLimit)).toEqual({
      text: 'Resets tomorrow (Thursday, November 26) at midnight, Asia/Tokyo time.',
      canUpgrade: true,
    });
  });

  it('names a later day as that day', () => {
    expect(limitReset({ ...atDailyLimit, limitresetson: '2026-11-30' })?.text).toBe(
      'Resets on Monday, November 30 at midnight, Asia/Tokyo time.',
    );
  });

  it('offers no upgrade on a plan without limits', () => {
    expect(limitReset({ ...atDailyLimit, dailylimit: null, weeklylimit: null })?.canUpgrade).toBe(false);
  });
});
