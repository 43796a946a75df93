import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentTimeZoneName, formerTimeZoneNames, isSameTimeZone } from './time-zone-names';

// The IANA database's own list of every country's zones by their current names (tzdata).
const ZONE_TAB = '/usr/share/zoneinfo/zone.tab';

function ianaZoneNames(): Set<string> {
  const lines = readFileSync(ZONE_TAB, 'utf8').split('\n');
  return new Set(lines.filter((line) => line && !line.startsWith('#')).map((line) => line.split('\t')[2]!));
}

function offsetNow(zone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).format(now);
}

describe('currentTimeZoneName', () => {
  it('gives the current name of a renamed zone and keeps every other name', () => {
    expect(currentTimeZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentTimeZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentTimeZoneName('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(currentTimeZoneName('Europe/Paris')).toBe('Europe/Paris');
    expect(currentTimeZoneName('UTC')).toBe('UTC');
  });

  it("names every zone the runtime lists as the IANA database's current list does", () => {
    const iana = ianaZoneNames();
    const notCurrent = Intl.supportedValuesOf('timeZone').filter((zone) => !iana.has(currentTimeZoneName(zone)));
    expect(notCurrent).toEqual([]);
  });

  it('only renames, never moves: the old and the current name keep the same clock', () => {
    const instants = [new Date('2026-01-15T12:00:00Z'), new Date('2026-07-15T12:00:00Z')];
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const current = currentTimeZoneName(zone);
      if (current === zone) continue;
      for (const now of instants) expect(offsetNow(current, now), `${zone} -> ${current}`).toBe(offsetNow(zone, now));
    }
  });
});

describe('formerTimeZoneNames', () => {
  it('lists the names a zone was known by, so a learner can find it by them', () => {
    expect(formerTimeZoneNames('Asia/Kolkata')).toEqual(['Asia/Calcutta']);
    expect(formerTimeZoneNames('Europe/Kyiv')).toEqual(['Europe/Kiev']);
    expect(formerTimeZoneNames('Europe/Paris')).toEqual([]);
  });
});

describe('isSameTimeZone', () => {
  it('treats an old and a current name as one zone, and different zones as different', () => {
    expect(isSameTimeZone('Asia/Calcutta', 'Asia/Kolkata')).toBe(true);
    expect(isSameTimeZone('Asia/Kolkata', 'Asia/Kolkata')).toBe(true);
    expect(isSameTimeZone('Asia/Kolkata', 'Asia/Colombo')).toBe(false);
  });
});
