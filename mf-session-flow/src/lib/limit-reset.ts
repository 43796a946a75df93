import type { SessionLimits } from './get-session-limits';

export interface LimitReset {
  /** When a new session can start, in the learner's own time zone, e.g. 'Resets tomorrow (Wednesday, November 25) at midnight, Europe/Paris time.' */
  text: string;
  /** Whether a plan without limits exists to move to (limits come from the plan). */
  canUpgrade: boolean;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

function addDays(isoDay: string, days: number): Date {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days));
}

/**
 * When a reached limit lets the learner start again: at the start of the learner's next day for a
 * daily limit, of next Monday when this week's sessions are used up too (weeks start on Monday).
 * Days are the learner's own, as the database counts them.
 */
export function limitReset(limits: SessionLimits): LimitReset | null {
  if (!limits.limitreached) return null;
  const weekFull = limits.weeklylimit !== null && limits.usedthisweek >= limits.weeklylimit;
  const today = addDays(limits.today, 0);
  const isoWeekday = today.getUTCDay() === 0 ? 7 : today.getUTCDay();
  const daysToReset = weekFull ? 8 - isoWeekday : 1;
  const resetDay = dayFormat.format(addDays(limits.today, daysToReset));
  const when = daysToReset === 1 ? `tomorrow (${resetDay})` : `on ${resetDay}`;
  return {
    text: `Resets ${when} at midnight, ${limits.timezone} time.`,
    canUpgrade: limits.dailylimit !== null || limits.weeklylimit !== null,
  };
}

export const UPGRADE_TEXT = 'Upgrade to Premium in Settings';
