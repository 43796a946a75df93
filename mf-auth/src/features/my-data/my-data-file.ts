/** aayra-data-2026-11-29.json: the day the learner downloaded it, on their own calendar. */
export function myDataFileName(timeZone: string, now: Date = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  } catch {
    // A zone this browser does not know: its own calendar is the best guess.
    parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `aayra-data-${part('year')}-${part('month')}-${part('day')}.json`;
}
