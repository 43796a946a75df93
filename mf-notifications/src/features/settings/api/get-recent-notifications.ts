import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import {
  NOTIFICATION_LOG_COLUMNS,
  notificationLogsKey,
  type NotificationLog,
} from '../../../lib/notification-log';
import { useLearnerId } from '../../../lib/use-learner-id';

/** How many of the learner's notifications the settings page lists; the counts cover them all. */
export const RECENT_NOTIFICATIONS_SHOWN = 20;

async function getRecentNotifications(learnerId: string): Promise<NotificationLog[]> {
  const { data, error } = await getSupabase()
    .from('notification_logs')
    .select(NOTIFICATION_LOG_COLUMNS)
    .eq('user_id', learnerId)
    .order('created_at', { ascending: false })
    .limit(RECENT_NOTIFICATIONS_SHOWN);
  if (error) throw error;
  return data;
}

export function recentNotificationsQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: [...notificationLogsKey(learnerId), 'recent'],
    queryFn: () => getRecentNotifications(learnerId),
  });
}

/** The learner's latest notifications, newest first; read again when the learner comes back to the tab. */
export function useRecentNotifications() {
  const learnerId = useLearnerId();
  return useQuery({
    ...recentNotificationsQueryOptions(learnerId ?? ''),
    enabled: learnerId !== undefined,
    refetchOnWindowFocus: true,
  });
}
