import { LocalNotifications } from '@capacitor/local-notifications';
import type { AayraClient } from '@aayra/supabase/client';
import { shownNotification } from '../delivery/content';
import { PERMISSION_DENIED, failureReason } from '../delivery/failure-reasons';
import type { NotificationDevice } from './notification-device';

/** Local notifications take a 32-bit integer id; the row's uuid gives a stable one. */
export function nativeNotificationId(logId: string): number {
  let hash = 0;
  for (const char of logId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

async function record(
  client: AayraClient,
  logId: string,
  change: { status: string; sent_time?: string; failure_reason: string | null },
) {
  const { error } = await client.from('notification_logs').update(change).eq('id', logId);
  if (error)
    console.warn(`Aayra could not record the delivery of notification ${logId}: ${error.message}`);
}

/** The native app: the phone's own notifications (Capacitor Local Notifications). */
export function nativeNotificationDevice(): NotificationDevice {
  return {
    async start() {
      // Specification section 7: on native platforms the notification service asks for permission.
      await LocalNotifications.requestPermissions().catch(() => undefined);
    },
    async deliver(client, log) {
      try {
        const { display } = await LocalNotifications.checkPermissions();
        if (display !== 'granted') {
          await record(client, log.id, { status: 'failed', failure_reason: PERMISSION_DENIED });
          return { ok: false, reason: PERMISSION_DENIED };
        }
        const { title, options } = shownNotification(log.id, log.content);
        await LocalNotifications.schedule({
          notifications: [
            {
              id: nativeNotificationId(log.id),
              title,
              body: options.body ?? '',
              extra: { logId: log.id },
            },
          ],
        });
        await record(client, log.id, {
          status: 'sent',
          sent_time: new Date().toISOString(),
          failure_reason: null,
        });
        return { ok: true };
      } catch (error) {
        const reason = failureReason(error);
        await record(client, log.id, { status: 'failed', failure_reason: reason });
        return { ok: false, reason };
      }
    },
    onClick(listener) {
      const handle = LocalNotifications.addListener(
        'localNotificationActionPerformed',
        ({ notification }) => {
          const logId = (notification.extra as { logId?: unknown } | undefined)?.logId;
          if (typeof logId === 'string') listener(logId);
        },
      );
      return () => void handle.then((registered) => registered.remove());
    },
    async signOut() {
      const { notifications } = await LocalNotifications.getDeliveredNotifications();
      await LocalNotifications.removeDeliveredNotifications({ notifications });
    },
    stop() {},
  };
}
