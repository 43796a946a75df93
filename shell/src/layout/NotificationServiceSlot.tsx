import { RemoteWidget } from '../remotes/RemoteWidget';

/**
 * The notification service has no area of its own: when it cannot load, a small notice says
 * reminders are off, with Retry, and nothing else on the page changes.
 */
export function NotificationServiceSlot() {
  return (
    <RemoteWidget
      widget="notificationService"
      renderFallback={(retry) => (
        <aside className="notification-service-offline" role="status" aria-label="Notifications unavailable">
          <span>Notifications could not load, so reminders are off.</span>
          <button type="button" onClick={retry}>
            Retry
          </button>
        </aside>
      )}
    />
  );
}
