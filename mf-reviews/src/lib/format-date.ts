/** A calendar date stored as YYYY-MM-DD (a due date), shown as the learner reads dates. */
export function formatCalendarDate(date: string): string {
  // Noon UTC, formatted in UTC: the same calendar day whatever the browser's own zone is.
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A moment (completedat, createdat) as a day in the learner's own time zone. */
export function formatDayOf(timestamp: string, timeZone: string | undefined): string {
  return new Date(timestamp).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: validTimeZone(timeZone),
  });
}

/** An unknown zone name would make Intl throw; the browser's own zone is the best guess then. */
function validTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** Whole days from the browser's calendar day today to a calendar day (YYYY-MM-DD). */
export function daysFromToday(date: string, now: Date = new Date()): number {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((Date.parse(`${date}T00:00:00Z`) - today) / 86_400_000);
}
