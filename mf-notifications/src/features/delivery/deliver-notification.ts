import type { AayraClient } from '@aayra/supabase/client';
import type { Database } from '@aayra/supabase/database.types';
import { shownNotification } from './content';
import {
  failureReason,
  NO_NOTIFICATIONS,
  NO_SERVICE_WORKER,
  PERMISSION_DENIED,
} from './failure-reasons';
import { activeServiceWorker } from './service-worker-registration';
import { notificationSupport } from './support';

type NotificationLogRow = Database['public']['Tables']['notification_logs']['Row'];
type NotificationLogUpdate = Database['public']['Tables']['notification_logs']['Update'];

/** The part of a notification_logs row delivery needs: any row read or written by the app fits. */
export type NotificationLogToDeliver = Pick<NotificationLogRow, 'id' | 'content'>;

export type DeliveryResult = { ok: true } | { ok: false; reason: string };

type ShowOutcome =
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

/**
 * Several tabs of one browser hear the same insert. Holding a lock named after the row while
 * checking and showing makes the second tab find the first tab's notification and stand down.
 */
async function oneTabAtATime<T>(logId: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  let result: { value: T } | undefined;
  await locks.request(`aayra-notification:${logId}`, async () => {
    result = { value: await work() };
  });
  if (!result)
    throw new Error('The notification lock was released before the notification was shown.');
  return result.value;
}

async function show(log: NotificationLogToDeliver): Promise<ShowOutcome> {
  const support = notificationSupport();
  if (support === 'unsupported') return { kind: 'failed', reason: NO_NOTIFICATIONS };
  if (Notification.permission !== 'granted') return { kind: 'failed', reason: PERMISSION_DENIED };
  if (support === 'no-service-worker') return { kind: 'failed', reason: NO_SERVICE_WORKER };
  try {
    const registration = await activeServiceWorker();
    return await oneTabAtATime(log.id, async () => {
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
 * Shows a notification_logs row through the service worker and records the outcome on the row:
 * 'sent' with sent_time, or 'failed' with the reason the learner sees on the settings page.
 */
export async function deliverNotification(
  client: AayraClient,
  log: NotificationLogToDeliver,
): Promise<DeliveryResult> {
  const outcome = await show(log);
  if (outcome.kind === 'already-shown') return { ok: true };
  if (outcome.kind === 'shown') {
    await record(client, log.id, {
      status: 'sent',
      sent_time: new Date().toISOString(),
      failure_reason: null,
    });
    return { ok: true };
  }
  await record(client, log.id, { status: 'failed', failure_reason: outcome.reason });
  return { ok: false, reason: outcome.reason };
}
