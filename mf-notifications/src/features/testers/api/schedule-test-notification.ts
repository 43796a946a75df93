import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationLogsKey } from '../../../lib/notification-log';
import { retryOnce } from '../../../lib/retry-once';
import { useLearnerId } from '../../../lib/use-learner-id';
import { writeTestNotification } from '../../../lib/write-test-notification';

/**
 * Writes a test notification due in N minutes. Nothing here waits for it: the notification service
 * shows it when it falls due (or Web Push does, when the app is closed), as with any reminder.
 */
export function useScheduleTestNotification() {
  const queryClient = useQueryClient();
  const learnerId = useLearnerId() ?? '';
  return useMutation({
    mutationFn: (minutes: number) => writeTestNotification('basic', minutes),
    retry: retryOnce,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationLogsKey(learnerId) }),
  });
}
