import { useMutation } from '@aayra/supabase/query';
import { writeTestNotification } from '../../../lib/api/write-test-notification';
import { useRefreshNotificationLogs } from '../../../lib/use-refresh-notification-logs';

/**
 * Writes a test notification due in N minutes. Nothing here waits for it: the notification service
 * shows it when it falls due (or Web Push does, when the app is closed), as with any reminder.
 */
export function useScheduleTestNotification() {
  const refreshNotificationLogs = useRefreshNotificationLogs();
  return useMutation({
    mutationFn: (minutes: number) => writeTestNotification('basic', minutes),
    onSettled: refreshNotificationLogs,
  });
}
