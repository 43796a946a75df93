import { useMutation } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { deliverNotification, type DeliveryResult } from '../../../lib/delivery';
import type { CompositeTypes } from '@aayra/supabase/database.types';
import { useRefreshNotificationLogs } from '../../../lib/use-refresh-notification-logs';

/**
 * What run_daily_notifications_for_me did: the smart recap it wrote, or why it wrote none
 * (no_schedule, not_a_study_day, nothing_due, notifications_off or already_written).
 */
export type DailyRun = CompositeTypes<'daily_run'>;

export interface TriggeredDailyRun {
  run: DailyRun;
  /** How showing the new recap in this browser went; null when nothing was written. */
  delivery: DeliveryResult | null;
}

async function runDailyNotifications(): Promise<TriggeredDailyRun> {
  const { data, error } = await getSupabase().rpc('run_daily_notifications_for_me');
  if (error) throw error;
  const run: DailyRun = data;
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
