import { describe, expect, it } from 'vitest';
import { startSessionText, type StartSessionFigures } from './start-session-text';

const free: StartSessionFigures = { usedtoday: 1, dailylimit: 2, canstart: true, message: null };

describe('the Start New Session card text', () => {
  it('says it is loading until the limits arrive', () => {
    expect(startSessionText(undefined, false)).toEqual({ description: 'Loading session limits...', disabled: false });
  });

  it('shows today\'s usage when the plan has a daily limit', () => {
    expect(startSessionText(free, false)).toEqual({ description: 'Begin a focused study session (1/2 today)', disabled: false });
  });

  it('shows no usage without a daily limit', () => {
    expect(startSessionText({ ...free, dailylimit: null }, false).description).toBe('Begin a focused study session');
  });

  it('is disabled with the words the database gives for the limit that was reached', () => {
    const reached = { ...free, usedtoday: 2, canstart: false, message: 'No more sessions today' };
    expect(startSessionText(reached, false)).toEqual({ description: 'No more sessions today', disabled: true });
  });

  it('says the check failed (the database still enforces the limits)', () => {
    expect(startSessionText(undefined, true)).toEqual({ description: 'Failed to check session limits', disabled: false });
  });
});
