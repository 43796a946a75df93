import { describe, expect, it } from 'vitest';
import { formatCalendarDate, todayIn } from './format-date';

describe('dates', () => {
  it('computes today in the learner’s zone, not UTC', () => {
    const lateEveningInNewYork = new Date('2026-11-21T03:30:00Z');
    expect(todayIn('America/New_York', lateEveningInNewYork)).toBe('2026-11-20');
    expect(todayIn('Asia/Kolkata', lateEveningInNewYork)).toBe('2026-11-21');
  });

  it('falls back to the browser’s zone for an unknown zone name', () => {
    expect(todayIn('Not/AZone', new Date('2026-11-21T12:00:00Z'))).toMatch(/^2026-11-2[01]$/);
  });

  it('shows a due date as the same calendar day', () => {
    expect(formatCalendarDate('2026-11-21')).toContain('21');
  });
});
