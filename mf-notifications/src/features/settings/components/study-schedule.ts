const WEEK = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The profile's preferred weekdays and start time, as reminders read them. */
export interface StudySchedule {
  weekdays: string[];
  startTime: string | null;
  /** Reminders need at least one weekday and a start time. */
  complete: boolean;
}

interface ScheduleFields {
  preferredstudyweekdays: string | null;
  preferredstudystarttime: string | null;
}

/** 'Wednesday, Monday' becomes Monday then Wednesday: the week's order, each day once. */
export function studySchedule({
  preferredstudyweekdays,
  preferredstudystarttime,
}: ScheduleFields): StudySchedule {
  const chosen = new Set((preferredstudyweekdays ?? '').split(',').map((day) => day.trim()));
  const weekdays = WEEK.filter((day) => chosen.has(day));
  const startTime = preferredstudystarttime?.trim() || null;
  return { weekdays, startTime, complete: weekdays.length > 0 && startTime !== null };
}
