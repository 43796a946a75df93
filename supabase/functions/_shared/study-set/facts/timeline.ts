// A timeline in notes: lines that open with a date and name what happened then ("June 20 1789:
// Tennis Court Oath.", "Nov 1799 - Napoleon's coup", "12. März 1938: Anschluss"). Such a line is
// shorthand, no sentence to blank, but it is the fact a history teacher asks: when did it happen,
// with the timeline's other dates as wrong options (of the answer's kind by construction).
import type { LanguageCode } from '../core/language.ts';
import type { MaterialUnit } from '../material/segment.ts';
import { datedLine } from '../material/dated-line.ts';

export interface DatedEvent {
  unit: MaterialUnit;
  /** The date as the notes write it: "June 20 1789", "1789", "Nov 1799". */
  date: string;
  /** What happened, without the notes' asides: "Tennis Court Oath". */
  event: string;
  /** The year, for ordering the other dates by nearness. */
  year: number;
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
