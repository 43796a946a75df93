import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@aayra/supabase/client';
import { deliverNotification, type DeliveryResult } from '../../delivery';
import type { NotificationLog } from '../../../lib/notification-log';
import { useRefreshNotificationLogs } from '../../../lib/use-refresh-notification-logs';

/** Why the daily run wrote nothing for the learner today. */
export type DailyRunReason =
  'no_schedule' | 'not_a_study_day' | 'nothing_due' | 'notifications_off' | 'already_written';

/** What run_daily_notifications_for_me did: the smart recap it wrote, or why it wrote none. */
export interface DailyRun {
  written: boolean;
  reason: DailyRunReason | null;
  log: NotificationLog | null;
}

export interface TriggeredDailyRun {
  run: DailyRun;
  /** How showing the new recap in this browser went; null when nothing was written. */
  delivery: DeliveryResult | null;
}

async function runDailyNotifications(): Promise<TriggeredDailyRun> {
  const { data, error } = await getSupabase().rpc('run_daily_notifications_for_me');
  if (error) throw error;
  const run = data as unknown as DailyRun;
  const delivery =
    run.written && run.log ? await deliverNotification(getSupabase(), run.log) : null;
  return { run, delivery };
}

/**
 * Applies the midnight run's rules to the learner now. It writes the same row the midnight run
 * would, so pressing it twice (or the real run later) never sends today's recap twice.
 */
export function useRunDailyNotifications() {
  const refreshNotificationLogs = useRefreshNotificationLogs();
  return useMutation({
    mutationFn: runDailyNotifications,
    onSettled: refreshNotificationLogs,
  });
}
