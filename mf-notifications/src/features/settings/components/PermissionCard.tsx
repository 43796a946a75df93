import { useState } from 'react';
import { Card, Switch } from '@aayra/design-system/components';
import { NO_NOTIFICATIONS, NO_SERVICE_WORKER, notificationSupport } from '../../../lib/delivery';
import { ALLOW_IN_BROWSER_SETTINGS } from '../../../lib/permission-texts';
import type { PermissionState } from '../../../lib/use-notification-permission';

const STATE_NAMES: Record<PermissionState, string> = {
  granted: 'Allowed',
  default: 'Not asked yet',
  denied: 'Blocked',
  unsupported: 'Not supported',
};

const STATE_HINTS: Record<PermissionState, string> = {
  granted: 'Aayra can show your reminders in this browser.',
  default: 'Turn this on and your browser asks whether Aayra may show notifications.',
  denied: ALLOW_IN_BROWSER_SETTINGS,
  unsupported: NO_NOTIFICATIONS,
};

interface PermissionCardProps {
  permission: PermissionState;
  request: () => Promise<unknown>;
}

/**
 * The browser's permission and the switch that asks for it. Only the learner's own click asks:
 * a page cannot take a permission back, and a blocked one can only be allowed in the browser.
 */
export function PermissionCard({ permission, request }: PermissionCardProps) {
  const [note, setNote] = useState('');
  const hint =
    notificationSupport() === 'no-service-worker'
      ? `${STATE_HINTS[permission]} ${NO_SERVICE_WORKER}.`
      : STATE_HINTS[permission];

  const onToggle = async () => {
    if (permission === 'default') {
      const answer = await request();
      setNote(
        answer === 'granted' ? 'Notifications are now allowed.' : 'Notifications were not allowed.',
      );
    } else if (permission === 'granted') {
      setNote(
        'Notifications stay allowed until you block them in the browser’s site settings. To pause reminders, turn them off below.',
      );
    } else if (permission === 'denied') {
      setNote(
        'Your browser does not let Aayra ask again: allow notifications in its site settings.',
      );
    } else {
      setNote(NO_NOTIFICATIONS);
    }
  };

  return (
    <Card
      as="section"
      className="notifications-card"
      aria-labelledby="notification-permission-title"
    >
      <h2 id="notification-permission-title">Browser notifications</h2>
      <p className="notifications-card__line">
        Permission: <strong data-permission={permission}>{STATE_NAMES[permission]}</strong>
      </p>
      <Switch
        label="Enable notifications"
        hint={hint}
        checked={permission === 'granted'}
        onChange={() => void onToggle()}
      />
      <p className="notifications-card__note" role="status">
        {note}
      </p>
    </Card>
  );
}
