/** How far back a row still counts as news: older reminders are stale and are not shown. */
export const CATCH_UP_WINDOW_MS = 15 * 60 * 1000;
/** setTimeout's longest wait; a row further ahead is looked at again after this long. */
export const LONGEST_TIMER_MS = 2_147_483_647;

export interface TimedRow {
  status: string;
  scheduled_time: string | null;
  created_at: string;
}

export type DeliveryTiming =
  { kind: 'now' } | { kind: 'later'; delayMs: number } | { kind: 'skip' };

/**
 * When this browser should show a row: only rows still 'scheduled'; at their scheduled time (or
 * at once when they have none); never when that time is more than 15 minutes gone.
 */
export function deliveryTiming(row: TimedRow, now: number): DeliveryTiming {
  if (row.status !== 'scheduled') return { kind: 'skip' };
  const due = Date.parse(row.scheduled_time ?? row.created_at);
  if (Number.isNaN(due)) return { kind: 'now' };
  if (due > now) return { kind: 'later', delayMs: Math.min(due - now, LONGEST_TIMER_MS) };
  return now - due <= CATCH_UP_WINDOW_MS ? { kind: 'now' } : { kind: 'skip' };
}
