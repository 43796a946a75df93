/** A reminder as claimed for pushing: its notification_logs row and the learner's devices. */
export interface PushDelivery {
  log_id: string;
  user_id: string;
  content: ReminderContent;
  subscriptions: DeviceSubscription[];
}

export interface ReminderContent {
  title?: unknown;
  body?: unknown;
  type?: unknown;
  tag?: unknown;
  icon?: unknown;
}

/** One browser's push subscription (public.push_subscriptions). */
export interface DeviceSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * A reminder is worth showing for 15 minutes: the same window in which an open page still shows
 * a missed one. A device that is off longer gets nothing rather than a stale "Study Time!".
 */
export const PUSH_TTL_SECONDS = 15 * 60;

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;

/**
 * What the service worker receives (and shows with showNotification): the row's own title and
 * body, and logId so a click can be recorded on the row.
 */
export function pushPayload(delivery: PushDelivery): string {
  const { content } = delivery;
  return JSON.stringify({
    logId: delivery.log_id,
    title: text(content.title, 'Aayra'),
    body: text(content.body, ''),
    type: text(content.type, 'motivational'),
    tag: text(content.tag, 'study-reminder'),
    icon: text(content.icon, '/favicon.png'),
  });
}
