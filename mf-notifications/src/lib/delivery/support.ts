/** Whether this browser can show Aayra's notifications at all, and through what. */
export type NotificationSupport = 'supported' | 'unsupported' | 'no-service-worker';

export function notificationSupport(): NotificationSupport {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  if (!('serviceWorker' in navigator)) return 'no-service-worker';
  return 'supported';
}

export function notificationPermission(): NotificationPermission | 'unsupported' {
  if (notificationSupport() === 'unsupported') return 'unsupported';
  return Notification.permission;
}

/**
 * Asks the learner for permission. Browsers only show the prompt (and some only remember the
 * answer) when this runs from the learner's own gesture, so call it from a click handler only.
 */
export async function requestNotificationPermission(): Promise<
  NotificationPermission | 'unsupported'
> {
  if (notificationSupport() === 'unsupported') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}
