import { describe, expect, it } from 'vitest';
import { parseCron } from './cron';

const at = (iso: string) => new Date(iso);

describe('parseCron', () => {
  it('matches minutes, hours, steps, ranges and lists in UTC', () => {
    expect(parseCron('0 7 * * *').matches(at('2026-03-02T07:00:00Z'))).toBe(true);
    expect(parseCron('0 7 * * *').matches(at('2026-03-02T07:01:00Z'))).toBe(false);
    expect(parseCron('*/15 * * * *').matches(at('2026-03-02T10:45:00Z'))).toBe(true);
    expect(parseCron('*/15 * * * *').matches(at('2026-03-02T10:46:00Z'))).toBe(false);
    expect(parseCron('5 8-10,20 * * *').matches(at('2026-03-02T20:05:00Z'))).toBe(true);
  });

  it('reads weekdays with 7 as Sunday and either day field when both are set', () => {
    expect(parseCron('0 9 * * 1-5').matches(at('2026-03-02T09:00:00Z'))).toBe(true); // Monday
    expect(parseCron('0 9 * * 1-5').matches(at('2026-03-01T09:00:00Z'))).toBe(false); // Sunday
    expect(parseCron('0 9 * * 7').matches(at('2026-03-01T09:00:00Z'))).toBe(true);
    expect(parseCron('0 9 15 * 1').matches(at('2026-03-02T09:00:00Z'))).toBe(true);
  });

  it('rejects malformed expressions', () => {
    expect(() => parseCron('* * * *')).toThrow();
    expect(() => parseCron('61 * * * *')).toThrow();
    expect(() => parseCron('a * * * *')).toThrow();
  });
});
