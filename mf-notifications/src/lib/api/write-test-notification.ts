import { getSupabase } from '@aayra/supabase/client';
import type { NotificationLog } from '../notification-log';

export type TestNotificationKind = 'basic' | 'smart';

/**
 * Has the database write one of the learner's own test notifications (a smart one is built from the
 * learner's data) and returns the row, due now or in `deliverInMinutes`.
 */
export async function writeTestNotification(
  kind: TestNotificationKind,
  deliverInMinutes = 0,
): Promise<NotificationLog> {
  const { data, error } = await getSupabase().rpc('send_test_notification', {
    kind,
    deliver_in_minutes: deliverInMinutes,
  });
  if (error) throw error;
  return data;
}
