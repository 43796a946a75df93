import { useQueryClient } from '@aayra/supabase/query';
import { notificationLogsKey } from './notification-log';
import { useLearnerId } from './use-learner-id';

/** After a write of the learner's notifications: the settings page's list and counts read again. */
export function useRefreshNotificationLogs(): () => Promise<void> {
  const queryClient = useQueryClient();
  const learnerId = useLearnerId() ?? '';
  return () => queryClient.invalidateQueries({ queryKey: notificationLogsKey(learnerId) });
}
