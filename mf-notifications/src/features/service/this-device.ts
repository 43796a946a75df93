import { isNativeApp } from '@aayra/app-contract/native-app';
import type { NotificationDevice } from './notification-device';
import { webNotificationDevice } from './web-notification-device';

/**
 * The phone's own notifications in the native app; the service worker everywhere else. The native
 * device and its plugins load only in the native app, so a browser never fetches them.
 */
export async function thisDevice(): Promise<NotificationDevice> {
  if (!isNativeApp()) return webNotificationDevice();
  const { nativeNotificationDevice } = await import('./native-notification-device');
  return nativeNotificationDevice();
}
