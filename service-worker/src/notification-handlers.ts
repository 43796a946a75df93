import { clickedMessage, clickedNotificationUrl, logIdOf, showOnce } from './notification-display';
import { pushedNotification } from './push-message';
import type { WindowClientLike, WorkerScope } from './worker-scope';

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
  app.postMessage(clickedMessage(logId));
  await app.focus().catch(() => undefined);
}

export function installNotificationHandlers(scope: WorkerScope): void {
  scope.addEventListener('push', (event) => {
    const pushed = pushedNotification(event.data);
    if (pushed) {
      const { registration, navigator } = scope;
      event.waitUntil(showOnce(registration, navigator.locks, pushed.logId, pushed.content));
    }
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const opening = openApp(scope, logIdOf(event.notification));
    event.waitUntil(opening);
  });
}
