// A timeline in notes: lines that open with a date and name what happened then ("June 20 1789:
// Tennis Court Oath.", "Nov 1799 - Napoleon's coup", "12. März 1938: Anschluss"). Such a line is
// shorthand, no sentence to blank, but it is the fact a history teacher asks: when did it happen,
// with the timeline's other dates as wrong options (of the answer's kind by construction).
import type { LanguageCode } from './language.ts';
import type { MaterialUnit } from './segment.ts';

export interface DatedEvent {
  unit: MaterialUnit;
  /** The date as the notes write it: "June 20 1789", "1789", "Nov 1799". */
  date: string;
  /** What happened, without the notes' asides: "Tennis Court Oath". */
  event: string;
  /** The year, for ordering the other dates by nearness. */
  year: number;
}

// Month names and their usual abbreviations, in each language the detector names.
const MONTHS = [
  'jan(?:uary)?', 'feb(?:ruary)?', 'mar(?:ch)?', 'apr(?:il)?', 'may', 'june?', 'july?', 'aug(?:ust)?', 'sept?(?:ember)?', 'oct(?:ober)?', 'nov(?:ember)?', 'dec(?:ember)?',
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
  'janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre',
  'januar', 'februar', 'märz', 'juni', 'juli', 'oktober', 'dezember',
  'janeiro', 'fevereiro', 'março', 'maio', 'junho', 'julho', 'setembro', 'outubro', 'novembro', 'dezembro',
  'gennaio', 'febbraio', 'aprile', 'maggio', 'giugno', 'luglio', 'settembre', 'ottobre', 'dicembre',
  'जनवरी', 'फ़रवरी', 'फरवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर',
].join('|');
const DAY = String.raw`\d{1,2}\.?`;
const MONTH = String.raw`(?:${MONTHS})\.?`;
const ERA = String.raw`(?:\s*(?:BC|BCE|AD|CE|a\.\s?C\.|d\.\s?C\.|av\.\s?J\.-C\.|v\.\s?Chr\.))?`;
// "June 20 1789", "20 June 1789", "12. März 1938", "May 1789", "1789"; a range ("1795-99") is no date.
const DATE = String.raw`(?:(?:${DAY}\s+)?${MONTH}\s+(?:${DAY},?\s+)?)?(\d{3,4})${ERA}`;
const DATED_LINE = new RegExp(String.raw`^(${DATE})\s*(?::|[-–—]\s)\s*(\S.*)$`, 'iu');

// Where the event's name ends: a sentence's end, an arrow to its consequence, a comma before a remark.
const EVENT_ENDS = /[.;!?]|\s(?:->|→|=>)\s|,\s/u;

/** The date and event a line opens with, when it is a timeline's line. */
export function datedLine(text: string): { date: string; event: string; year: number } | null {
  const match = DATED_LINE.exec(text.trim());
  if (!match) return null;
  const [, date = '', year = '', rest = ''] = match;
  const end = EVENT_ENDS.exec(rest);
  // An aside in brackets at the end ("(FIRST TIME SINCE 1614!!)", "(July 14)") is not the event's name.
  const event = (end ? rest.slice(0, end.index) : rest).replace(/\s*\([^)]*\)?\s*$/u, '').trim();
  const words = event.split(/\s+/).length;
  if (!/^[\p{L}\p{N}]/u.test(event) || words < 2 || words > 12) return null;
  return { date: date.trim(), event, year: Number(year) };
}

// "+" in notes is the language's "and"; "w/" is English shorthand for "with".
const AND: Record<LanguageCode, string> = { en: 'and', es: 'y', fr: 'et', de: 'und', pt: 'e', it: 'e', hi: 'और', und: 'and' };

/** An event's name as a learner reads it in a question: "Robespierre arrested and guillotined". */
function spelledOut(event: string, language: LanguageCode): string {
  const spelled = event.replace(/\s\+\s/gu, ` ${AND[language]} `);
  return language === 'en' || language === 'und' ? spelled.replace(/(^|\s)w\/(?=\s)/gu, '$1with') : spelled;
}

/** The material's timeline: every line that dates an event. */
export function timelineOf(units: readonly MaterialUnit[], language: LanguageCode): DatedEvent[] {
  return units.flatMap((unit) => {
    if (unit.kind === 'heading') return [];
    const line = datedLine(unit.text);
    return line ? [{ unit, ...line, event: spelledOut(line.event, language) }] : [];
  });
}

/** Three other dates of the timeline for an event: those written the same way first, then the nearest. */
export function otherDates(timeline: readonly DatedEvent[], entry: DatedEvent): string[] {
  const shape = (date: string) => date.split(/\s+/).length;
  const seen = new Set([entry.date.toLowerCase()]);
  const others: string[] = [];
  const ranked = [...timeline].sort(
    (a, b) =>
      Number(shape(a.date) !== shape(entry.date)) - Number(shape(b.date) !== shape(entry.date)) ||
      Math.abs(a.year - entry.year) - Math.abs(b.year - entry.year) ||
      a.unit.index - b.unit.index,
  );
  for (const other of ranked) {
    const key = other.date.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    others.push(other.date);
    if (others.length === 3) break;
  }
  return others;
}
