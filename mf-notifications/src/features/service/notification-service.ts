import { getSupabaseSettings, type AayraClient } from '@aayra/supabase/client';
import { DeliveryQueue } from './delivery-queue';
import {
  followNewRows,
  recordClick,
  rowsStillScheduled,
  type NotificationLogRow,
} from './learner-rows';
import type { NotificationDevice } from './notification-device';

/**
 * Runs the signed-in learner's notifications in this tab until stopped: every row written for
 * them is shown at its time, rows whose time came while no tab was open (last 15 minutes) are shown
 * on start, and a click on one is recorded. Returns the function that stops it.
 */
export function startNotificationService(
  client: AayraClient,
  learnerId: string,
  device: NotificationDevice,
): () => void {
  const queue = new DeliveryQueue<NotificationLogRow>({
    learnerId,
    deliver: (row) => device.deliver(client, row),
  });
  const newRows = followNewRows(client, learnerId, (row) => queue.offer(row));
  const stopClicks = device.onClick((logId) => {
    window.focus();
    void recordClick(client, logId);
  });

  let accessToken: string | undefined;
  const { data: auth } = client.auth.onAuthStateChange((event, session) => {
    if (session) accessToken = session.access_token;
    if (event !== 'SIGNED_OUT') return;
    const lastToken = accessToken;
    stop();
    // Outside the auth callback: supabase-js deadlocks when one awaits other calls.
    setTimeout(() => {
      void device
        .signOut(getSupabaseSettings(), lastToken)
        .catch((error: unknown) =>
          console.warn('Aayra could not clear notifications on sign-out:', error),
        );
    }, 0);
  });

  void device
    .start(client)
    .catch((error: unknown) => console.warn('Aayra notifications could not start:', error));
  void newRows.ready
    .then(() => rowsStillScheduled(client, learnerId))
    .then((rows) => rows.forEach((row) => queue.offer(row)))
    .catch((error: unknown) =>
      console.warn('Aayra could not read the notifications due now:', error),
    );

  let stopped = false;
  function stop() {
    if (stopped) return;
    stopped = true;
    queue.stop();
    newRows.stop();
    stopClicks();
    device.stop();
    auth.subscription.unsubscribe();
  }
  return stop;
}
