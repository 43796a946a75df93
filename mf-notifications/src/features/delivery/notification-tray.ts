import { withNotificationTray as withTrayLock } from '@aayra/service-worker/notification-tray';

/**
 * Runs work on the shown notifications under the lock /sw.js also takes (see
 * @aayra/service-worker/notification-tray for why every look and change must take turns).
 */
export function withNotificationTray<T>(work: () => Promise<T>): Promise<T> {
  return withTrayLock(typeof navigator === 'undefined' ? undefined : navigator.locks, work);
}
