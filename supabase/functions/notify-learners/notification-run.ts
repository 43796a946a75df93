import type { SupabaseClient } from '@supabase/supabase-js';
import { deliverPushes } from '../_shared/web-push/deliver-pushes.ts';
import type { PushSettings } from '../_shared/web-push/push-settings.ts';
import { checkVapidKeys } from '../_shared/web-push/send-push.ts';

export interface NotificationRunResult {
  scheduled: number;
  pushed: number;
  failed: number;
  removedSubscriptions: number;
}

/**
 * One minute of the notification service. The database writes the reminders whose time has come
 * (its own clock decides, so the run needs no time of its own); open pages receive them over
 * realtime. Then, when the project has VAPID keys, the due reminders are pushed to devices
 * whose pages are closed. Without keys the run only schedules.
 */
export async function runNotificationService(
  client: SupabaseClient,
  settings: PushSettings,
): Promise<NotificationRunResult> {
  const { data, error } = await client.rpc('schedule_reminders');
  if (error) throw new Error(`Scheduling reminders: ${error.message}`);
  const scheduled = Number(data ?? 0);
  const { vapid } = settings;
  if (!vapid) return { scheduled, pushed: 0, failed: 0, removedSubscriptions: 0 };
  checkVapidKeys(vapid);
  return { scheduled, ...(await deliverPushes(client, { ...settings, vapid })) };
}
