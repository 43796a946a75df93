// The database hands calendar days as YYYY-MM-DD in the learner's own time zone. They are read as
// UTC dates here, so the browser's zone (which may not be the learner's) never shifts a day.

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** Monday 0 ... Sunday 6: Aayra's weeks start on Monday. */
export const weekdayIndex = (day: string) => (dateOf(day).getUTCDay() + 6) % 7;

/** YYYY-MM-DD plus a number of days. */
export function addDays(day: string, days: number): string {
  const date = dateOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "Monday, November 23, 2026": the date words every app uses, with its weekday. */
export const longDay = (day: string) =>
  dateOf(day).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "November 23, 2026". */
export const mediumDay = (day: string) =>
  dateOf(day).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "Nov 23": short enough for an axis. */
export const shortDay = (day: string) =>
  dateOf(day).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Nov": a column's month in the calendar. */
export const shortMonth = (day: string) => dateOf(day).toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
