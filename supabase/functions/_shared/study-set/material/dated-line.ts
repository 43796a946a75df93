// A line that opens with a date and names what happened then ("June 20 1789: Tennis Court Oath.",
// "Nov 1799 - Napoleon's coup", "12. März 1938: Anschluss"): a note of its own when the material is
// cut into units, and a timeline's entry when its facts are found (timeline.ts).

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
