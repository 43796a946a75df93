import { describe, expect, it } from 'vitest';
import { parseWeekdays, storedWeekdays } from './weekdays';

describe('weekdays', () => {
  it('reads a comma-joined list, a single day, short names and odd casing', () => {
    expect(parseWeekdays('Monday,Wednesday')).toEqual(['Monday', 'Wednesday']);
    expect(parseWeekdays('Friday')).toEqual(['Friday']);
    expect(parseWeekdays(' sun , TUE,bogus')).toEqual(['Tuesday', 'Sunday']);
    expect(parseWeekdays(null)).toEqual([]);
  });

  it('stores the days in week order without duplicates, and an empty choice as nothing', () => {
    expect(storedWeekdays(['Sunday', 'Monday', 'Sunday'])).toBe('Monday,Sunday');
    expect(storedWeekdays([])).toBeNull();
  });
});
