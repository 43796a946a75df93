import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recallChange } from './ReviewComplete';

describe('the recall a finished review shows', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 29, 18));
  });
  afterEach(() => vi.useRealTimers());

  it('says which day each figure is for, so the same share days later reads as a gain', () => {
    const text = recallChange(0.95, 0.95, '2026-12-06');
    expect(text).toMatch(/^Expected recall at your next review, in 7 days \(.*\b6\b.*\): 95%\. Today, before this review: 95%\.$/);
  });

  it('counts one day in the singular, and a mastered session 90 days on', () => {
    expect(recallChange(0.9, null, '2026-11-30')).toMatch(/^Expected recall at your next review, in 1 day \(/);
    expect(recallChange(0.8, 0.6, null)).toBe('Expected recall in 90 days: 80%. Today, before this review: 60%.');
  });
});
