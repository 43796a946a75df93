import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target';

describe('the bottom bar back button', () => {
  it('goes home from the completed sessions and pending reviews lists', () => {
    expect(backTarget('/completed-sessions')).toBe('home');
    expect(backTarget('/pending-reviews')).toBe('home');
  });
  it('does nothing on home', () => {
    expect(backTarget('/home')).toBe('stay');
  });
  it('goes back one step elsewhere', () => {
    expect(backTarget('/favorites')).toBe('history');
    expect(backTarget('/review/abc')).toBe('history');
  });
});
