import { describe, expect, it } from 'vitest';
import { isSessionLimit, refusalOf } from './refusal';

describe('a refusal handed on', () => {
  it('keeps the code, hint and message the database gave', () => {
    expect(refusalOf({ code: 'P0001', hint: 'session_limit_today', message: 'Session limit reached for today', details: null })).toEqual({
      code: 'P0001',
      hint: 'session_limit_today',
      message: 'Session limit reached for today',
    });
  });

  it('reads nothing that is not text, and nothing of what is not an error', () => {
    const none = { code: undefined, hint: undefined, message: undefined };
    expect(refusalOf({ code: 429, hint: null, message: { text: 'x' } })).toEqual(none);
    expect(refusalOf(null)).toEqual(none);
    expect(refusalOf('Failed to fetch')).toEqual(none);
    expect(refusalOf(new TypeError('Failed to fetch'))).toEqual({ ...none, message: 'Failed to fetch' });
  });

  it('knows a plan limit by its hint only', () => {
    expect(isSessionLimit(refusalOf({ hint: 'session_limit_week', message: 'x' }))).toBe(true);
    expect(isSessionLimit(refusalOf({ hint: 'session_limit_year', message: 'Session limit reached' }))).toBe(false);
    expect(isSessionLimit(refusalOf({ message: 'Session limit reached for today' }))).toBe(false);
  });
});
