import { clickedLogIdOf } from '@aayra/service-worker/notification-display';
import { withNotificationTray } from '@aayra/service-worker/notification-tray';
import type { AayraClient } from '@aayra/supabase/client';
import { deliverNotification, notificationPermission, notificationSupport } from '../../lib/delivery';
import { activeServiceWorker, SERVICE_WORKER_SCOPE } from '../../lib/delivery/service-worker-registration';
import type { NotificationDevice } from './notification-device';
import { forgetThisDevice, subscribeThisDevice } from './web-push';

/** A browser tab: notifications through /sw.js, Web Push when the server has a key. */
export function webNotificationDevice(): NotificationDevice {
  const cleanups: (() => void)[] = [];

  async function subscribePush(client: AayraClient) {
    if (notificationPermission() !== 'granted' || !('PushManager' in window)) return;
    try {
      await subscribeThisDevice(client, await activeServiceWorker());
    } catch (error) {
      // Reminders still arrive in open tabs over realtime; only delivery with no tab open is lost.
      console.warn('Aayra could not subscribe this browser to push reminders:', error);
    }
  }

  return {
    async start(client) {
      if (notificationSupport() !== 'supported') return;
      try {
        await activeServiceWorker();
      } catch (error) {
        console.warn('Aayra could not register its service worker:', error);
        return;
      }
      await subscribePush(client);
      // Permission is only ever asked from the learner's own gesture (the settings page); when it
      // is granted there, this device subscribes without a reload.
      const status = await navigator.permissions
        ?.query({ name: 'notifications' })
        .catch(() => undefined);
      if (status) {
        const onChange = () => void subscribePush(client);
        status.addEventListener('change', onChange);
        cleanups.push(() => status.removeEventListener('change', onChange));
      }
    },
    deliver: (client, log) => deliverNotification(client, log),
    onClick(listener) {
      if (notificationSupport() !== 'supported') return () => undefined;
      const onMessage = (event: MessageEvent) => {
        const logId = clickedLogIdOf(event.data);
        if (logId) listener(logId);
      };
      navigator.serviceWorker.addEventListener('message', onMessage);
      navigator.serviceWorker.startMessages();
      return () => navigator.serviceWorker.removeEventListener('message', onMessage);
    },
    async signOut(settings, accessToken) {
      if (notificationSupport() !== 'supported') return;
      const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
      if (!registration) return;
      await withNotificationTray(navigator.locks, async () => {
        for (const notification of await registration.getNotifications()) notification.close();
      });
      await forgetThisDevice(settings, accessToken, registration).catch((error: unknown) =>
        console.warn("Aayra could not remove this browser's push subscription:", error),
      );
    },
    stop() {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
