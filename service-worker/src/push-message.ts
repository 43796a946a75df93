/** What the notify-learners function pushes: one notification_logs row, ready to show. */
export interface PushedNotification {
  logId: string;
  title: string;
  body: string;
  tag: string;
  icon: string;
}

export const REMINDER_TAG = 'study-reminder';
export const REMINDER_ICON = '/favicon.png';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length > 0 ? value : undefined;
}

/** The pushed row, or null when the message is not one of Aayra's (no JSON, no logId). */
export function pushedNotification(data: { text(): string } | null): PushedNotification | null {
  if (!data) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.text());
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const record = parsed as Record<string, unknown>;
  const logId = text(record.logId);
  if (!logId) return null;
  return {
    logId,
    title: text(record.title) ?? 'Aayra',
    body: text(record.body) ?? '',
    tag: text(record.tag) ?? REMINDER_TAG,
    icon: text(record.icon) ?? REMINDER_ICON,
  };
}

/** The row a shown notification stands for (its data.logId), if any. */
export function logIdOf(notification: { readonly data: unknown }): string | undefined {
  const data = notification.data as { logId?: unknown } | null | undefined;
  return typeof data?.logId === 'string' ? data.logId : undefined;
}
