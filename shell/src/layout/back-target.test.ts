import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target';

describe('the bottom bar back button', () => {
  it('goes home from the completed sessions and pending reviews lists', () => {
    expect(backTarget('/completed-sessions', true)).toBe('home');
    expect(backTarget('/pending-reviews', true)).toBe('home');
  });
  it('does nothing on home', () => {
    expect(backTarget('/home', true)).toBe('stay');
    expect(backTarget('/home', false)).toBe('stay');
  });
  it('goes back one step elsewhere', () => {
    expect(backTarget('/favorites', true)).toBe('history');
    expect(backTarget('/review/abc', true)).toBe('history');
    expect(backTarget('/focus-timer', true)).toBe('history');
  });
  it('goes home from a page the tab opened first, rather than out of the app', () => {
    expect(backTarget('/favorites', false)).toBe('home');
    expect(backTarget('/focus-timer', false)).toBe('home');
  });
});
