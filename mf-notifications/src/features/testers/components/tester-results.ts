import { notificationContent, type NotificationLog } from '../../../lib/notification-log';
import type { Outcome } from '../../../lib/outcome';
import type { TestResult } from '../../../lib/test-result';
import type { PermissionState } from '../../../lib/use-notification-permission';
import type { TriggeredDailyRun } from '../api/run-daily-notifications';

export const DAILY_TRIGGERED = 'Daily notification service triggered successfully';
export const DAILY_FAILED = 'Failed to trigger daily notification service';
export const SCHEDULE_FAILED = 'Failed to schedule test notification';

/** Why the daily run wrote nothing, by the reason the database gives. */
const NOTHING_WRITTEN: Record<string, string> = {
  no_schedule: 'Nothing was sent: your profile needs at least one study day and a start time.',
  not_a_study_day: 'Nothing was sent: today is not one of your study days.',
  nothing_due: 'Nothing was sent: no review is due within 24 hours.',
  notifications_off: 'Nothing was sent: smart notifications are turned off.',
  already_written: 'Today’s smart recap was already sent, so it was not sent again.',
};

function recapSent(log: NotificationLog | null): string {
  const topics = log ? notificationContent(log).topics : [];
  return topics.length > 0
    ? `It sent today’s smart recap about ${topics.join(', ')}.`
    : 'It sent today’s smart recap.';
}

/** The run's own answer says what it did; a recap this browser could not show says why. */
export function dailyServiceResult(outcome: Outcome<TriggeredDailyRun>): TestResult {
  if (!outcome.ok) return { tone: 'error', text: DAILY_FAILED };
  const { run, delivery } = outcome.value;
  if (!run.written) {
    return {
      tone: 'success',
      text: DAILY_TRIGGERED,
      detail: run.reason ? NOTHING_WRITTEN[run.reason] : undefined,
    };
  }
  const shown =
    delivery && !delivery.ok ? ` This browser could not show it: ${delivery.reason}.` : '';
  return { tone: 'success', text: DAILY_TRIGGERED, detail: recapSent(run.log) + shown };
}

const shortTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(iso));

/** Names the time it falls due; warns when this browser is not allowed to show it then. */
export function scheduleTestResult(
  outcome: Outcome<NotificationLog>,
  minutes: number,
  permission: PermissionState,
  formatTime: (iso: string) => string = shortTime,
): TestResult {
  if (!outcome.ok || !outcome.value.scheduled_time) return { tone: 'error', text: SCHEDULE_FAILED };
  const inMinutes = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const text = `Test notification scheduled for ${formatTime(outcome.value.scheduled_time)}, in ${inMinutes}.`;
  const detail =
    permission === 'granted'
      ? undefined
      : 'Notifications are not allowed in this browser, so it will not be shown here.';
  return { tone: 'success', text, detail };
}

export const MINUTES_RANGE = { min: 1, max: 1440 } as const;

/** "in N minutes": a whole number from 1 to 1440 (a day), as the database accepts. */
export function parseMinutes(
  text: string,
): { ok: true; minutes: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  const minutes = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || minutes < MINUTES_RANGE.min || minutes > MINUTES_RANGE.max) {
    return {
      ok: false,
      error: `Enter a whole number of minutes from ${MINUTES_RANGE.min} to ${MINUTES_RANGE.max}.`,
    };
  }
  return { ok: true, minutes };
}
