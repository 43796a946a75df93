import { LocalNotifications } from '@capacitor/local-notifications';
import { logIdOf, shownNotification } from '@aayra/service-worker/notification-display';
import {
  deliverNotification,
  PERMISSION_DENIED,
  type NotificationLogToDeliver,
  type ShowOutcome,
} from '../../lib/delivery';
import type { NotificationDevice } from './notification-device';

/** Local notifications take a 32-bit integer id; the row's uuid gives a stable one. */
export function nativeNotificationId(logId: string): number {
  let hash = 0;
  for (const char of logId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Shows a row with the phone's own notifications, carrying the row id as the web's do. */
async function showOnPhone(log: NotificationLogToDeliver): Promise<ShowOutcome> {
  const { display } = await LocalNotifications.checkPermissions();
  if (display !== 'granted') return { kind: 'failed', reason: PERMISSION_DENIED };
  const { title, options } = shownNotification(log.id, log.content);
  await LocalNotifications.schedule({
    notifications: [
      { id: nativeNotificationId(log.id), title, body: options.body ?? '', extra: options.data },
    ],
  });
  return { kind: 'shown' };
}

/** The native app: the phone's own notifications (Capacitor Local Notifications). */
export function nativeNotificationDevice(): NotificationDevice {
  return {
    async start() {
      // On a phone the service itself asks for permission at start: the app is the notification's only way in.
      await LocalNotifications.requestPermissions().catch(() => undefined);
    },
    deliver: (client, log) => deliverNotification(client, log, showOnPhone),
    onClick(listener) {
      const handle = LocalNotifications.addListener(
        'localNotificationActionPerformed',
        ({ notification }) => {
          const logId = logIdOf({ data: notification.extra });
          if (logId) listener(logId);
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
