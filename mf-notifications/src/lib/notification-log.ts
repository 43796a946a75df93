import type { Database } from '@aayra/supabase/database.types';

type NotificationLogRow = Database['public']['Tables']['notification_logs']['Row'];

/** A notification_logs row as the pages read it, with the reason a failed delivery left on it. */
export type NotificationLog = Pick<
  NotificationLogRow,
  | 'id'
  | 'notification_type'
  | 'content'
  | 'status'
  | 'scheduled_time'
  | 'sent_time'
  | 'clicked_at'
  | 'created_at'
  | 'failure_reason'
>;

export const NOTIFICATION_LOG_COLUMNS =
  'id, notification_type, content, status, scheduled_time, sent_time, clicked_at, created_at, failure_reason' as const;

/**
 * Every cached read of the learner's notifications starts with this key, so whoever writes a
 * notification refreshes the list and the counts at once.
 */
export function notificationLogsKey(learnerId: string) {
  return ['mf-notifications', 'notification-logs', learnerId] as const;
}

/** What the pages show of a row's content, which the database writes as {title, body, type, tag, icon, sourceData}. */
export interface NotificationContent {
  title: string;
  body: string;
  /** The kind of text: 'motivational', 'ai_tip', 'smart_recap', ... */
  type: string | undefined;
  /** The due topics a smart notification named ('Subject - Topic'), in its order. */
  topics: string[];
}

function fieldsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export function notificationContent(log: Pick<NotificationLog, 'content'>): NotificationContent {
  const content = fieldsOf(log.content);
  const topics = fieldsOf(content.sourceData).topics;
  return {
    title: textOf(content.title),
    body: textOf(content.body),
    type: typeof content.type === 'string' ? content.type : undefined,
    topics: Array.isArray(topics)
      ? topics.filter((topic): topic is string => typeof topic === 'string' && topic.trim() !== '')
      : [],
  };
}
