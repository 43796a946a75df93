import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import type { CompositeTypes } from '@aayra/supabase/database.types';
import { notificationLogsKey } from '../../../lib/notification-log';
import { useLearnerId } from '../../../lib/use-learner-id';

/**
 * Over every notification the learner ever had, not only the ones listed. Delivered: shown by a
 * browser or accepted by a push service, status 'sent' (clicked ones included).
 */
export type NotificationCounts = CompositeTypes<'notification_counts'>;

// The database counts, in one answer: a long history may hold more rows than one answer returns.
async function getNotificationCounts(): Promise<NotificationCounts> {
  const { data, error } = await getSupabase().rpc('get_notification_counts');
  if (error) throw error;
  return data;
}

export function notificationCountsQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: [...notificationLogsKey(learnerId), 'counts'],
    queryFn: getNotificationCounts,
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
