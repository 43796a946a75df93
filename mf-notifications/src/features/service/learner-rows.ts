import type { AayraClient } from '@aayra/supabase/client';
import type { Database, Json } from '@aayra/supabase/database.types';
import { isNotificationKind } from '@aayra/supabase/product-constants';
import { CATCH_UP_WINDOW_MS } from './delivery-timing';

export type NotificationLogRow = Database['public']['Tables']['notification_logs']['Row'];

const textOrNull = (column: unknown): column is string | null => column === null || typeof column === 'string';

/** A value as JSON carries it: realtime parsed it from JSON, so this holds for any row it sends. */
function isJson(value: unknown): value is Json {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every(isJson);
  return typeof value === 'object' && Object.values(value).every(isJson);
}

/**
 * A row as realtime delivers it, which supabase-js types as any object: checked column by column,
 * or null when it is not a notification_logs row (then it is not shown).
 */
export function notificationLogRow(value: Record<string, unknown>): NotificationLogRow | null {
  const { id, user_id, status, created_at, content, notification_type } = value;
  const { clicked_at, failure_reason, pushed_at, reminder_slot, scheduled_time, sent_time } = value;
  if (typeof id !== 'string' || typeof user_id !== 'string' || typeof status !== 'string' || typeof created_at !== 'string') return null;
  if (!textOrNull(clicked_at) || !textOrNull(failure_reason) || !textOrNull(pushed_at)) return null;
  if (!textOrNull(reminder_slot) || !textOrNull(scheduled_time) || !textOrNull(sent_time)) return null;
  if (typeof notification_type !== 'string' || !isNotificationKind(notification_type)) return null;
  if (content === null || content === undefined || !isJson(content)) return null;
  return { id, user_id, status, created_at, clicked_at, failure_reason, pushed_at, reminder_slot, scheduled_time, sent_time, notification_type, content };
}

/**
 * Calls `onInsert` for each row written for the learner from now on; resolves once the server
 * has confirmed the subscription, so a catch-up read made afterwards leaves no gap.
 */
export function followNewRows(
  client: AayraClient,
  learnerId: string,
  onInsert: (row: NotificationLogRow) => void,
): { ready: Promise<void>; stop: () => void } {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const channel = client
    .channel(`notification-logs:${learnerId}:${crypto.randomUUID()}`)
    .on(
      'postgres_changes',
      {
        event: 'INSERT',
        schema: 'public',
        table: 'notification_logs',
        filter: `user_id=eq.${learnerId}`,
      },
      (payload) => {
        const row = notificationLogRow(payload.new);
        if (row) onInsert(row);
        else console.error('A notification row came in a shape the page cannot show', payload.new);
      },
    )
    .subscribe((status, error) => {
      if (status === 'SUBSCRIBED') settle?.resolve();
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        settle?.reject(error ?? new Error(`Notifications could not subscribe: ${status}`));
      }
    });
  return { ready, stop: () => void client.removeChannel(channel) };
}

/** The learner's rows still 'scheduled' whose time came in the last 15 minutes or is still ahead. */
export async function rowsStillScheduled(
  client: AayraClient,
  learnerId: string,
  now = Date.now(),
): Promise<NotificationLogRow[]> {
  const since = new Date(now - CATCH_UP_WINDOW_MS).toISOString();
  const { data, error } = await client
    .from('notification_logs')
    .select('*')
    .eq('user_id', learnerId)
    .eq('status', 'scheduled')
    .or(`scheduled_time.gte.${since},and(scheduled_time.is.null,created_at.gte.${since})`)
    .order('created_at', { ascending: true })
    .limit(200);
  if (error) throw error;
  return data;
}

/** The learner opened this row's notification: the first click is the one kept. */
export async function recordClick(client: AayraClient, logId: string): Promise<void> {
  const { error } = await client
    .from('notification_logs')
    .update({ clicked_at: new Date().toISOString() })
    .eq('id', logId)
    .is('clicked_at', null);
  if (error)
    console.warn(`Aayra could not record the click on notification ${logId}: ${error.message}`);
}
