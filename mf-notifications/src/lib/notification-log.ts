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

/** The title and body of a row's content, which the database guarantees are there. */
export function notificationText(log: Pick<NotificationLog, 'content'>): {
  title: string;
  body: string;
} {
  const content =
    log.content && typeof log.content === 'object' && !Array.isArray(log.content)
      ? log.content
      : {};
  return {
    title: typeof content.title === 'string' ? content.title : '',
    body: typeof content.body === 'string' ? content.body : '',
  };
}

function topicName(topic: unknown): string | undefined {
  if (typeof topic === 'string') return topic;
  if (topic && typeof topic === 'object') {
    const { topicname, topic: name } = topic as { topicname?: unknown; topic?: unknown };
    if (typeof topicname === 'string') return topicname;
    if (typeof name === 'string') return name;
  }
  return undefined;
}

/** The due topics a smart notification named (content.sourceData.topics), in its order. */
export function dueTopics(log: Pick<NotificationLog, 'content'>): string[] {
  const content =
    log.content && typeof log.content === 'object' && !Array.isArray(log.content)
      ? log.content
      : {};
  const source = content.sourceData;
  const topics =
    source && typeof source === 'object' && !Array.isArray(source) ? source.topics : undefined;
  if (!Array.isArray(topics)) return [];
  return topics
    .map(topicName)
    .filter((name): name is string => name !== undefined && name.trim() !== '');
}
