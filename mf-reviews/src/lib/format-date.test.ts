import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDayOf } from './format-date';

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
});
