import type { LockManagerLike } from './worker-scope';

/**
 * The Web Lock /sw.js and every tab of the app take around each look at and change to the origin's
 * shown notifications. Chromium drops the stored record of a notification being shown while another
 * getNotifications() of the origin is in flight: it stays on screen, but getNotifications() no
 * longer lists it, so a second tab or the worker would show it again and sign-out could not take it
 * away. Taking turns avoids that, and makes a second tab that hears the same insert find the first
 * tab's notification and stand down.
 */
export const NOTIFICATION_TRAY_LOCK = 'aayra-notification-tray';

export async function withNotificationTray<T>(
  locks: LockManagerLike | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!locks) return work();
  let result: { value: T } | undefined;
  await locks.request(NOTIFICATION_TRAY_LOCK, async () => {
    result = { value: await work() };
  });
  if (!result) throw new Error('The notification lock was released before the work was done.');
  return result.value;
}
