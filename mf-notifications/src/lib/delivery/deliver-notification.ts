import type { AayraClient } from '@aayra/supabase/client';
import type { Database } from '@aayra/supabase/database.types';
import { failureReason } from './failure-reasons';
import { showInBrowser } from './show-in-browser';

type NotificationLogRow = Database['public']['Tables']['notification_logs']['Row'];
type NotificationLogUpdate = Database['public']['Tables']['notification_logs']['Update'];

/** The part of a notification_logs row delivery needs: any row read or written by the app fits. */
export type NotificationLogToDeliver = Pick<NotificationLogRow, 'id' | 'content'>;

export type DeliveryResult = { ok: true } | { ok: false; reason: string };

/** What the device did with a row: shown now, found already on screen, or not shown and why. */
export type ShowOutcome =
  { kind: 'shown' } | { kind: 'already-shown' } | { kind: 'failed'; reason: string };

/**
 * A way to put a row on the learner's screen: the service worker (showInBrowser) or the native
 * app's own notifications. It may throw: the error's message is the reason recorded.
 */
export type ShowNotification = (log: NotificationLogToDeliver) => Promise<ShowOutcome>;

/** Runs a way to show a row; never throws. */
export async function tryToShow(
  show: ShowNotification,
  log: NotificationLogToDeliver,
): Promise<ShowOutcome> {
  try {
    return await show(log);
  } catch (error) {
    return { kind: 'failed', reason: failureReason(error) };
  }
}

/**
 * What a delivery writes on its row: 'failed' with the reason the learner sees on the settings
 * page, else 'sent' with sent_time. Found already on screen counts as sent: it reached the learner,
 * and the tab (or the worker) that showed it may not have recorded it yet, so a page that reads the
 * row right after its own delivery sees it recorded.
 */
export function deliveryChange(outcome: ShowOutcome, now = new Date()): NotificationLogUpdate {
  if (outcome.kind === 'failed') return { status: 'failed', failure_reason: outcome.reason };
  return { status: 'sent', sent_time: now.toISOString(), failure_reason: null };
}

/** Shows a notification_logs row (through the service worker unless told otherwise) and records the outcome on the row. */
export async function deliverNotification(
  client: AayraClient,
  log: NotificationLogToDeliver,
  show: ShowNotification = showInBrowser,
): Promise<DeliveryResult> {
  const outcome = await tryToShow(show, log);
  // A row once sent stays sent, with its first sent_time: a second tab finding it on screen does
  // not move it, and this browser failing does not undo a device that got it by push (the push
  // server records what a device accepted).
  const { error } = await client
    .from('notification_logs')
    .update(deliveryChange(outcome))
    .eq('id', log.id)
    .neq('status', 'sent');
  // The learner still saw (or missed) the notification; only the history is behind, so say so and go on.
  if (error)
    console.warn(`Aayra could not record the delivery of notification ${log.id}: ${error.message}`);
  return outcome.kind === 'failed' ? { ok: false, reason: outcome.reason } : { ok: true };
}
