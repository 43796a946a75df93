import type { AayraClient } from '@aayra/supabase/client';
import type { Database } from '@aayra/supabase/database.types';
import { CATCH_UP_WINDOW_MS } from './delivery-timing';

export type NotificationLogRow = Database['public']['Tables']['notification_logs']['Row'];

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
      (payload) => onInsert(payload.new as NotificationLogRow),
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
