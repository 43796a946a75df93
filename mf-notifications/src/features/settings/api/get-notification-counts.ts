import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@aayra/supabase/client';
import { notificationLogsKey } from '../../../lib/notification-log';
import { useLearnerId } from '../../../lib/use-learner-id';

/** Over every notification the learner ever had, not only the ones listed. */
export interface NotificationCounts {
  /** Shown by a browser or accepted by a push service: status 'sent' (clicked ones included). */
  delivered: number;
  failed: number;
  clicked: number;
}

async function countWhere(
  learnerId: string,
  narrow: (query: ReturnType<typeof allOfLearner>) => ReturnType<typeof allOfLearner>,
): Promise<number> {
  const { count, error } = await narrow(allOfLearner(learnerId));
  if (error) throw error;
  return count ?? 0;
}

function allOfLearner(learnerId: string) {
  return getSupabase()
    .from('notification_logs')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', learnerId);
}

// The database counts: a long history may hold more rows than one answer returns.
async function getNotificationCounts(learnerId: string): Promise<NotificationCounts> {
  const [delivered, failed, clicked] = await Promise.all([
    countWhere(learnerId, (query) => query.eq('status', 'sent')),
    countWhere(learnerId, (query) => query.eq('status', 'failed')),
    countWhere(learnerId, (query) => query.not('clicked_at', 'is', null)),
  ]);
  return { delivered, failed, clicked };
}

export function notificationCountsQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: [...notificationLogsKey(learnerId), 'counts'],
    queryFn: () => getNotificationCounts(learnerId),
  });
}

export function useNotificationCounts() {
  const learnerId = useLearnerId();
  return useQuery({
    ...notificationCountsQueryOptions(learnerId ?? ''),
    enabled: learnerId !== undefined,
    refetchOnWindowFocus: true,
  });
}
