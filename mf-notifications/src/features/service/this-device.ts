import { Capacitor } from '@capacitor/core';
import type { NotificationDevice } from './notification-device';
import { nativeNotificationDevice } from './native-notification-device';
import { webNotificationDevice } from './web-notification-device';

/** The phone's own notifications in the native app; the service worker everywhere else. */
export function thisDevice(): NotificationDevice {
  return Capacitor.isNativePlatform() ? nativeNotificationDevice() : webNotificationDevice();
}
