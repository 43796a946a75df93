import { useMutation } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { deliverNotification, type DeliveryResult } from '../delivery';
import type { NotificationLog } from '../notification-log';
import { writeTestNotification, type TestNotificationKind } from './write-test-notification';
import { useRefreshNotificationLogs } from '../use-refresh-notification-logs';

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
  const refreshNotificationLogs = useRefreshNotificationLogs();
  return useMutation({
    mutationFn: sendTestNotification,
    onSettled: refreshNotificationLogs,
  });
}
