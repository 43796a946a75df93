import { addDays, weekdayIndex } from './calendar-days';

/** One day of the learner's calendar, as get_study_calendar returns it. */
export interface StudyDay {
  day: string;
  sessions: number;
}

/** 0 for a day without sessions, 1-4 from the fewest to the most the learner did on one day. */
export type Intensity = 0 | 1 | 2 | 3 | 4;

export interface CalendarDay extends StudyDay {
  intensity: Intensity;
}

export interface CalendarWeek {
  /** Its Monday. */
  start: string;
  /** Monday to Sunday; null for the days still to come this week. */
  days: (CalendarDay | null)[];
  /** Completed sessions of the week. */
  sessions: number;
}

/**
 * The shade of a day, relative to the learner's busiest day in view, so a learner who does one
 * session a day and one who does ten both see their own pattern.
 */
export function intensityOf(sessions: number, busiestDay: number): Intensity {
  if (sessions <= 0 || busiestDay <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((sessions / busiestDay) * 4))) as Intensity;
}

/** The calendar's days as weeks (columns), Monday first, with each week's total. */
export function calendarWeeks(rows: readonly StudyDay[]): CalendarWeek[] {
  const busiestDay = Math.max(0, ...rows.map((row) => row.sessions));
  const weeks: CalendarWeek[] = [];
  for (const row of [...rows].sort((a, b) => a.day.localeCompare(b.day))) {
    const start = addDays(row.day, -weekdayIndex(row.day));
    let week = weeks.at(-1);
    if (week?.start !== start) {
      week = { start, days: Array.from({ length: 7 }, () => null), sessions: 0 };
      weeks.push(week);
    }
    week.days[weekdayIndex(row.day)] = { ...row, intensity: intensityOf(row.sessions, busiestDay) };
    week.sessions += row.sessions;
  }
  return weeks;
}
