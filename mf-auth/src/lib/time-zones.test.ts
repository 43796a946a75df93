import { describe, expect, it } from 'vitest';
import { findTimeZones, timeZoneChoices } from './time-zones';

// A winter day: Europe is on standard time, India never changes.
const january = new Date('2026-01-15T12:00:00Z');
const choices = timeZoneChoices('UTC', january);
const zonesFound = (query: string) => findTimeZones(choices, query).map((choice) => choice.zone);

describe('timeZoneChoices', () => {
  it('offers the current IANA names, never the old ones browsers still list', () => {
    const zones = choices.map((choice) => choice.zone);
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones).not.toContain('Europe/Kiev');
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('says each zone with its offset now, and its old name where it had one', () => {
    const kolkata = choices.find((choice) => choice.zone === 'Asia/Kolkata');
    expect(kolkata?.label).toBe('Asia/Kolkata (UTC+05:30), formerly Asia/Calcutta');
    expect(choices.find((choice) => choice.zone === 'America/New_York')?.label).toBe('America/New York (UTC-05:00)');
    expect(choices.find((choice) => choice.zone === 'UTC')?.label).toBe('UTC (UTC+00:00)');
  });

  it('shows a stored old name by its current name, and keeps a stored zone the browser does not list', () => {
    expect(timeZoneChoices('Asia/Calcutta', january).filter((choice) => choice.zone.startsWith('Asia/K')).map((choice) => choice.zone)).not.toContain('Asia/Calcutta');
    expect(timeZoneChoices('US/Pacific', january).map((choice) => choice.zone)).toContain('US/Pacific');
  });
});

describe('findTimeZones', () => {
  it('finds a zone by its city, in any case and without its region', () => {
    expect(zonesFound('Kolkata')).toEqual(['Asia/Kolkata']);
    expect(zonesFound('kyiv')).toEqual(['Europe/Kyiv']);
    expect(zonesFound('new york')).toEqual(['America/New_York']);
    expect(zonesFound('Sao Paulo')).toEqual(['America/Sao_Paulo']);
    expect(zonesFound('asia/kol')).toEqual(['Asia/Kolkata']);
  });

  it('finds a renamed zone by its old name', () => {
    expect(zonesFound('Calcutta')).toEqual(['Asia/Kolkata']);
    expect(zonesFound('Kiev')).toEqual(['Europe/Kyiv']);
    expect(zonesFound('Saigon')).toEqual(['Asia/Ho_Chi_Minh']);
  });

  it('finds the zones of an offset, however it is written', () => {
    for (const written of ['+05:30', '+5:30', 'UTC+5:30', 'GMT+05:30', 'utc +0530']) {
      expect(zonesFound(written), written).toEqual(['Asia/Colombo', 'Asia/Kolkata']);
    }
    expect(zonesFound('-03:30')).toEqual(['America/St_Johns']);
    expect(zonesFound('UTC+14')).toEqual(['Pacific/Kiritimati']);
  });

  it('puts cities that start with the search before names that only contain it', () => {
    const found = zonesFound('an');
    const startingWithIt = found.filter((zone) => zone.slice(zone.lastIndexOf('/') + 1).toLowerCase().startsWith('an'));
    expect(startingWithIt).toEqual(expect.arrayContaining(['America/Anchorage', 'Europe/Andorra']));
    expect(found.slice(0, startingWithIt.length)).toEqual(startingWithIt);
    expect(found).toContain('Africa/Luanda');
  });

  it('finds nothing for a search no zone matches, and everything for an empty one', () => {
    expect(zonesFound('Atlantis')).toEqual([]);
    expect(zonesFound('+15:00')).toEqual([]);
    expect(zonesFound('  ')).toHaveLength(choices.length);
  });
});
