import { currentTimeZoneName, formerTimeZoneNames } from '@aayra/supabase/profile';

/** One time zone the profile offers, by its current IANA name. */
export interface TimeZoneChoice {
  /** The current IANA name, as the profile stores it (Asia/Kolkata). */
  zone: string;
  /** How the list and the field show it (America/New York). */
  name: string;
  /** Its offset from UTC at the moment the list was made (UTC+05:30). */
  offset: string;
  /** What the option says: name, offset and any old name. */
  label: string;
  offsetMinutes: number;
  /** Lower-case words a search matches: the name, its city and its old names. */
  searchKeys: string[];
  city: string;
}

export const readableTimeZone = (zone: string) => zone.replaceAll('_', ' ');

/** Case, accents, underscores, slashes and hyphens aside, so "sao paulo" finds America/Sao_Paulo. */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_/-]+/g, ' ')
    .trim();
}

const cityOf = (zone: string) => zone.slice(zone.lastIndexOf('/') + 1);

/** Minutes east of UTC now, from the browser's own reading ("GMT+05:30", or "GMT" for none). */
function offsetMinutesOf(zone: string, now: Date): number {
  const written = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /([+-])(\d{2}):(\d{2})/.exec(written ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function writtenOffset(minutes: number): string {
  const size = Math.abs(minutes);
  const hours = String(Math.floor(size / 60)).padStart(2, '0');
  return `UTC${minutes < 0 ? '-' : '+'}${hours}:${String(size % 60).padStart(2, '0')}`;
}

function choiceOf(zone: string, now: Date): TimeZoneChoice {
  const name = readableTimeZone(zone);
  const formerNames = formerTimeZoneNames(zone);
  const offsetMinutes = offsetMinutesOf(zone, now);
  const offset = writtenOffset(offsetMinutes);
  const former = formerNames.length > 0 ? `, formerly ${formerNames.map(readableTimeZone).join(', ')}` : '';
  return {
    zone,
    name,
    offset,
    offsetMinutes,
    label: `${name} (${offset})${former}`,
    city: searchable(cityOf(zone)),
    searchKeys: [zone, ...formerNames].flatMap((known) => [searchable(known), searchable(cityOf(known))]),
  };
}

/**
 * Every time zone the browser knows, by its current IANA name (browsers still list some by names
 * since changed, such as Asia/Calcutta), with UTC and the learner's stored zone even where the
 * browser's list leaves them out, so the field can always show what is stored.
 */
export function timeZoneChoices(stored: string, now: Date = new Date()): TimeZoneChoice[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone').map(currentTimeZoneName));
  zones.add('UTC');
  if (stored) zones.add(currentTimeZoneName(stored));
  return [...zones].sort().flatMap((zone) => {
    try {
      return [choiceOf(zone, now)];
    } catch {
      // A stored name this browser cannot read is left out rather than break the list.
      return [];
    }
  });
}

/** "+5:30", "UTC+05:30", "GMT-3", "utc +0530" as minutes east of UTC; null for anything else. */
function offsetAsked(query: string): number | null {
  const match = /^(?:utc|gmt)?\s*([+\-\u2212])\s*(\d{1,2})(?:[:.h]?(\d{2}))?$/i.exec(query.trim());
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '+' ? minutes : -minutes;
}

/**
 * The time zones a learner's search finds: by offset ("+05:30", "UTC-3"), or by any part of the
 * name, the city or an old name ("Kolkata", "Calcutta", "asia/kol"). Cities that start with the
 * search come first, then names with a word that does.
 */
export function findTimeZones(choices: readonly TimeZoneChoice[], query: string): TimeZoneChoice[] {
  const offset = offsetAsked(query);
  if (offset !== null) return choices.filter((choice) => choice.offsetMinutes === offset);
  const wanted = searchable(query);
  if (!wanted) return [...choices];
  const rank = (choice: TimeZoneChoice) => {
    if (choice.city.startsWith(wanted)) return 0;
    if (choice.searchKeys.some((key) => key.split(' ').some((word) => word.startsWith(wanted)) || key.startsWith(wanted))) return 1;
    return 2;
  };
  return choices
    .filter((choice) => choice.searchKeys.some((key) => key.includes(wanted)))
    .map((choice) => ({ choice, rank: rank(choice) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ choice }) => choice);
}
