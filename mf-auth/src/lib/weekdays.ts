/** Weekday names as the profile stores them (a comma-joined list), Monday first like every week in Aayra. */
export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export type Weekday = (typeof weekdays)[number];

/**
 * The weekdays in a stored value. Older rows may hold a single day, short names or odd casing;
 * unknown words are dropped, and the result is in week order without duplicates.
 */
export function parseWeekdays(stored: string | readonly string[] | null | undefined): Weekday[] {
  const words = (Array.isArray(stored) ? stored.join(',') : ((stored as string | null | undefined) ?? ''))
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  return weekdays.filter((day) => words.some((word) => word.length >= 3 && day.toLowerCase().startsWith(word)));
}

/** The stored form: duplicates removed, week order, and nothing (null) for an empty choice. */
export function storedWeekdays(days: readonly string[]): string | null {
  const chosen = parseWeekdays(days);
  return chosen.length === 0 ? null : chosen.join(',');
}
