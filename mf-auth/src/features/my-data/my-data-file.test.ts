import { describe, expect, it } from 'vitest';
import { myDataFileName } from './my-data-file';

describe('myDataFileName', () => {
  // 23:30 UTC on 28 November is already the 29th at UTC+13 and still the 28th at UTC-10.
  const moment = new Date('2026-11-28T23:30:00Z');

  it("names the day on the learner's own calendar", () => {
    expect(myDataFileName('Pacific/Auckland', moment)).toBe('aayra-data-2026-11-29.json');
    expect(myDataFileName('Pacific/Honolulu', moment)).toBe('aayra-data-2026-11-28.json');
    expect(myDataFileName('UTC', new Date('2027-01-05T08:00:00Z'))).toBe('aayra-data-2027-01-05.json');
  });

  it('still names a file when the zone is unknown', () => {
    expect(myDataFileName('Not/A_Zone', moment)).toMatch(/^aayra-data-\d{4}-\d{2}-\d{2}\.json$/);
  });
});
