import type { AayraClient } from '@aayra/supabase/client';
import type { Database } from '@aayra/supabase/database.types';
import { shownNotification } from './content';
import {
  failureReason,
  NO_NOTIFICATIONS,
  NO_SERVICE_WORKER,
  PERMISSION_DENIED,
} from './failure-reasons';
import { withNotificationTray } from './notification-tray';
import { activeServiceWorker } from './service-worker-registration';
import { notificationSupport } from './support';

type NotificationLogRow = Database['public']['Tables']['notification_logs']['Row'];
type NotificationLogUpdate = Database['public']['Tables']['notification_logs']['Update'];

/** The part of a notification_logs row delivery needs: any row read or written by the app fits. */
export type NotificationLogToDeliver = Pick<NotificationLogRow, 'id' | 'content'>;

export type DeliveryResult = { ok: true } | { ok: false; reason: string };

/** What the browser did with a row: shown now, found already on screen, or not shown and why. */
export type ShowOutcome =
  { kind: 'shown' } | { kind: 'already-shown' } | { kind: 'failed'; reason: string };

async function alreadyShown(
  registration: ServiceWorkerRegistration,
  logId: string,
): Promise<boolean> {
  const shown = await registration.getNotifications();
  return shown.some(
    (notification) => (notification.data as { logId?: unknown } | null)?.logId === logId,
  );
}

/** Shows a row through the service worker, unless it is on screen already; never throws. */
export async function showRow(log: NotificationLogToDeliver): Promise<ShowOutcome> {
  const support = notificationSupport();
  if (support === 'unsupported') return { kind: 'failed', reason: NO_NOTIFICATIONS };
  if (Notification.permission !== 'granted') return { kind: 'failed', reason: PERMISSION_DENIED };
  if (support === 'no-service-worker') return { kind: 'failed', reason: NO_SERVICE_WORKER };
  try {
    const registration = await activeServiceWorker();
    return await withNotificationTray(async () => {
      if (await alreadyShown(registration, log.id)) return { kind: 'already-shown' } as const;
      const { title, options } = shownNotification(log.id, log.content);
      await registration.showNotification(title, options);
      return { kind: 'shown' } as const;
    });
  } catch (error) {
    return { kind: 'failed', reason: failureReason(error) };
  }
}

async function record(
  client: AayraClient,
  logId: string,
  change: NotificationLogUpdate,
): Promise<void> {
  const { error } = await client.from('notification_logs').update(change).eq('id', logId);
  // The learner still saw (or missed) the notification; only the history is behind, so say so and go on.
  if (error)
    console.warn(`Aayra could not record the delivery of notification ${logId}: ${error.message}`);
}

/**
 * What a delivery writes on its row: 'sent' with sent_time, or 'failed' with the reason the
 * learner sees on the settings page; nothing when another tab (or the worker) already showed it.
 */
export function deliveryChange(
  outcome: ShowOutcome,
  now = new Date(),
): NotificationLogUpdate | null {
  if (outcome.kind === 'already-shown') return null;
  if (outcome.kind === 'shown')
    return { status: 'sent', sent_time: now.toISOString(), failure_reason: null };
  return { status: 'failed', failure_reason: outcome.reason };
}

/**
 * Shows a notification_logs row through the service worker and records the outcome on the row
 * (see deliveryChange).
 */
export async function deliverNotification(
  client: AayraClient,
  log: NotificationLogToDeliver,
): Promise<DeliveryResult> {
  const outcome = await showRow(log);
  const change = deliveryChange(outcome);
  if (change) await record(client, log.id, change);
  return outcome.kind === 'failed' ? { ok: false, reason: outcome.reason } : { ok: true };
}
