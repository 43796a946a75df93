import type { Json } from '@aayra/supabase/database.types';

/** What a notification_logs row asks the browser to show. */
export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { logId: string } };
}

export const REMINDER_TAG = 'study-reminder';
export const REMINDER_ICON = '/favicon.png';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length > 0 ? value : undefined;
}

/** Reads a row's content jsonb; a row missing a title still shows, under the product's name. */
export function shownNotification(logId: string, content: Json): ShownNotification {
  const record = content && typeof content === 'object' && !Array.isArray(content) ? content : {};
  return {
    title: text(record.title) ?? 'Aayra',
    options: {
      body: text(record.body) ?? '',
      tag: text(record.tag) ?? REMINDER_TAG,
      icon: text(record.icon) ?? REMINDER_ICON,
      data: { logId },
    },
  };
}
