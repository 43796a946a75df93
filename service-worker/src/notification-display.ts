import { withNotificationTray } from './notification-tray';
import type { LockManagerLike, NotificationRegistrationLike } from './worker-scope';

/**
 * How a notification_logs row looks on screen, and how /sw.js and the app's tabs agree on which row
 * a shown notification stands for. Both show rows (the worker when one is pushed, a tab when it
 * hears one over realtime), so both use this one module.
 */

/** Every reminder carries this tag, so a new one replaces the one on screen. */
export const REMINDER_TAG = 'study-reminder';
/** Aayra's icon at the origin's root (shell/public). */
export const REMINDER_ICON = '/favicon.png';
const PRODUCT_NAME = 'Aayra';

/** What showNotification() is given for a row. */
export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { logId: string } };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length > 0 ? value : undefined;
}

/**
 * A row's content ({title, body, tag, icon}, as written in notification_logs.content or pushed by
 * the server) ready to show: a row missing a title still shows, under the product's name.
 */
export function shownNotification(logId: string, content: unknown): ShownNotification {
  const fields =
    content && typeof content === 'object' && !Array.isArray(content)
      ? (content as Record<string, unknown>)
      : {};
  return {
    title: text(fields.title) ?? PRODUCT_NAME,
    options: {
      body: text(fields.body) ?? '',
      tag: text(fields.tag) ?? REMINDER_TAG,
      icon: text(fields.icon) ?? REMINDER_ICON,
      data: { logId },
    },
  };
}

/** The row a shown notification stands for (its data.logId), if any. */
export function logIdOf(notification: { readonly data: unknown }): string | undefined {
  const data = notification.data as { logId?: unknown } | null | undefined;
  return typeof data?.logId === 'string' ? data.logId : undefined;
}

/**
 * Shows a row unless a notification for it is already on screen. A row can reach this browser more
 * than once (pushed to the worker, and heard over realtime by each open tab): whoever comes second
 * finds the first one's notification and shows nothing. The look and the show take the tray lock,
 * so they never overlap another tab's or the worker's.
 */
export function showOnce(
  registration: NotificationRegistrationLike,
  locks: LockManagerLike | undefined,
  logId: string,
  content: unknown,
): Promise<'shown' | 'already-shown'> {
  return withNotificationTray(locks, async () => {
    const shown = await registration.getNotifications();
    if (shown.some((notification) => logIdOf(notification) === logId)) return 'already-shown';
    const { title, options } = shownNotification(logId, content);
    await registration.showNotification(title, options);
    return 'shown';
  });
}

/** The message /sw.js posts to an open app window when the learner clicks a notification. */
export const NOTIFICATION_CLICKED = 'NOTIFICATION_CLICKED';

export function clickedMessage(logId: string | undefined) {
  return { type: NOTIFICATION_CLICKED, logId };
}

/** The clicked row a message from /sw.js names, if it is a click message. */
export function clickedLogIdOf(message: unknown): string | undefined {
  const { type, logId } = (message ?? {}) as { type?: unknown; logId?: unknown };
  return type === NOTIFICATION_CLICKED && typeof logId === 'string' ? logId : undefined;
}

/** The parameter home is opened with when a notification is clicked and no app window is open. */
export const CLICKED_NOTIFICATION_PARAM = 'notification';

/** Where a click lands when no app window is open: home, which records the click on load. */
export function clickedNotificationUrl(logId: string | undefined): string {
  return logId ? `/home?${CLICKED_NOTIFICATION_PARAM}=${encodeURIComponent(logId)}` : '/home';
}
