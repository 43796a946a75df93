import { describe, expect, it } from 'vitest';
import { daysFromToday, formatCalendarDate, formatDayOf } from './format-date';

describe('dates', () => {
  it('shows a moment as the day it was in the learner’s zone, not UTC', () => {
    const lateEveningInNewYork = '2026-11-21T03:30:00Z';
    expect(formatDayOf(lateEveningInNewYork, 'America/New_York')).toMatch(/\b20\b/);
    expect(formatDayOf(lateEveningInNewYork, 'Asia/Kolkata')).toMatch(/\b21\b/);
  });

  it('falls back to the browser’s zone for an unknown zone name', () => {
    expect(formatDayOf('2026-11-21T12:00:00Z', 'Not/AZone')).toMatch(/\b2[01]\b/);
  });

  it('shows a due date as the same calendar day', () => {
    expect(formatCalendarDate('2026-11-21')).toMatch(/\b21\b/);
  });

  it('counts whole calendar days to a due date, late in the evening as at noon', () => {
    expect(daysFromToday('2026-12-02', new Date(2026, 10, 29, 23, 30))).toBe(3);
    expect(daysFromToday('2026-12-02', new Date(2026, 10, 29, 0, 5))).toBe(3);
    expect(daysFromToday('2026-11-29', new Date(2026, 10, 29, 12))).toBe(0);
  });
});
