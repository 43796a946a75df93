import { showOnce } from '@aayra/service-worker/notification-display';
import type { NotificationLogToDeliver, ShowOutcome } from './deliver-notification';
import { NO_NOTIFICATIONS, NO_SERVICE_WORKER, PERMISSION_DENIED } from './failure-reasons';
import { activeServiceWorker } from './service-worker-registration';
import { notificationSupport } from './support';

/**
 * Shows a row through Aayra's service worker, unless it is on screen already (another tab or the
 * worker showed it). Any permission but 'granted' counts as denied: this never prompts.
 */
export async function showInBrowser(log: NotificationLogToDeliver): Promise<ShowOutcome> {
  const support = notificationSupport();
  if (support === 'unsupported') return { kind: 'failed', reason: NO_NOTIFICATIONS };
  if (Notification.permission !== 'granted') return { kind: 'failed', reason: PERMISSION_DENIED };
  if (support === 'no-service-worker') return { kind: 'failed', reason: NO_SERVICE_WORKER };
  const registration = await activeServiceWorker();
  return { kind: await showOnce(registration, navigator.locks, log.id, log.content) };
}
