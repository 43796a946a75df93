import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@aayra/supabase/client';
import { deliverNotification, type DeliveryResult } from '../features/delivery';
import { notificationLogsKey, type NotificationLog } from './notification-log';
import { retryOnce } from './retry-once';
import { useLearnerId } from './use-learner-id';
import { writeTestNotification, type TestNotificationKind } from './write-test-notification';

export interface SentTestNotification {
  log: NotificationLog;
  delivery: DeliveryResult;
}

async function sendTestNotification(kind: TestNotificationKind): Promise<SentTestNotification> {
  const log = await writeTestNotification(kind);
  // Shown from this page at once rather than waiting for the realtime insert, so the result can say
  // whether the browser showed it; the notification service finds it already shown and stands down.
  const delivery = await deliverNotification(getSupabase(), log);
  return { log, delivery };
}

/** Writes a test notification for the learner and shows it in this browser. */
export function useSendTestNotification() {
  const queryClient = useQueryClient();
  const learnerId = useLearnerId() ?? '';
  return useMutation({
    mutationFn: sendTestNotification,
    retry: retryOnce,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationLogsKey(learnerId) }),
  });
}
