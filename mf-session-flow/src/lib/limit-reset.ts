import type { HomeDashboard } from '@aayra/supabase/home-dashboard';

export interface LimitReset {
  /** When a new session can start, in the learner's own time zone, e.g. 'Resets tomorrow (Wednesday, November 25) at midnight, Europe/Paris time.' */
  text: string;
  /** Whether a plan without limits exists to move to (limits come from the plan). */
  canUpgrade: boolean;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD day as midnight UTC, so that formatting it in UTC names that same day. */
function calendarDay(isoDay: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * When a reached limit lets the learner start again, as the database decides it (the start of the
 * learner's next day, or of next Monday once the week is used up), in the learner's own time zone.
 */
export function limitReset(
  limits: Pick<HomeDashboard, 'limitresetson' | 'today' | 'dailylimit' | 'weeklylimit' | 'timezone'>,
): LimitReset | null {
  if (!limits.limitresetson || !limits.today) return null;
  const resetDay = calendarDay(limits.limitresetson);
  const daysToReset = Math.round((resetDay.getTime() - calendarDay(limits.today).getTime()) / 86_400_000);
  const when = daysToReset === 1 ? `tomorrow (${dayFormat.format(resetDay)})` : `on ${dayFormat.format(resetDay)}`;
  return {
    text: `Resets ${when} at midnight, ${limits.timezone} time.`,
    canUpgrade: limits.dailylimit !== null || limits.weeklylimit !== null,
  };
}

export const UPGRADE_TEXT = 'Upgrade to Premium in Settings';
