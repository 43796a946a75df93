import { useEffect, useState } from 'react';
import { whenPageIdle } from '../app/when-page-idle';
import { RemoteWidget } from '../remotes/RemoteWidget';

/**
 * The notification service has no area of its own: when it cannot load, a small notice says
 * reminders are off, with Retry, and nothing else on the page changes. It shows nothing while it
 * works, so it loads once the page is idle: its remote never competes with the page's own code.
 */
export function NotificationServiceSlot() {
  const [pageIdle, setPageIdle] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenPageIdle().then(() => {
      if (mounted) setPageIdle(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  if (!pageIdle) return null;
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
