import { withNotificationTray } from './notification-tray';
import { logIdOf, pushedNotification, type PushedNotification } from './push-message';
import type { WindowClientLike, WorkerScope } from './worker-scope';

/** The message an open app window receives when the learner clicks one of its notifications. */
export const NOTIFICATION_CLICKED = 'NOTIFICATION_CLICKED';

/** Where a click lands when no app window is open: home, which records the click on load. */
export function clickedNotificationUrl(logId: string | undefined): string {
  return logId ? `/home?notification=${encodeURIComponent(logId)}` : '/home';
}

/**
 * A row can reach this browser twice: pushed to the worker and heard over realtime by an open
 * tab. Whichever comes second finds the first one's notification and shows nothing. The look and
 * the show take the tabs' lock, so they never overlap a tab's.
 */
function showOnce(scope: WorkerScope, pushed: PushedNotification): Promise<void> {
  return withNotificationTray(scope.navigator.locks, async () => {
    const shown = await scope.registration.getNotifications();
    if (shown.some((notification) => logIdOf(notification) === pushed.logId)) return;
    await scope.registration.showNotification(pushed.title, {
      body: pushed.body,
      tag: pushed.tag,
      icon: pushed.icon,
      data: { logId: pushed.logId },
    });
  });
}

/** The window the learner most likely means: the focused one, then a visible one, then any. */
function bestAppWindow(
  windows: readonly WindowClientLike[],
  origin: string,
): WindowClientLike | undefined {
  const app = windows.filter((client) => new URL(client.url).origin === origin);
  return (
    app.find((client) => client.focused) ??
    app.find((client) => client.visibilityState === 'visible') ??
    app[0]
  );
}

async function openApp(scope: WorkerScope, logId: string | undefined): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const app = bestAppWindow(windows, scope.location.origin);
  if (!app) {
    await scope.clients.openWindow(clickedNotificationUrl(logId));
    return;
  }
  // The message goes first: the page records the click and focuses itself even when the
  // browser refuses this worker's focus request.
  app.postMessage({ type: NOTIFICATION_CLICKED, logId });
  await app.focus().catch(() => undefined);
}

export function installNotificationHandlers(scope: WorkerScope): void {
  // A new worker takes over at once: it only shows notifications, so there is no cache to migrate.
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));

  scope.addEventListener('push', (event) => {
    const pushed = pushedNotification(event.data);
    if (pushed) event.waitUntil(showOnce(scope, pushed));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const opening = openApp(scope, logIdOf(event.notification));
    event.waitUntil(opening);
  });
}
