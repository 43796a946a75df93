import { useNavigate } from '@aayra/app-contract/router';
import { LinkCard } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';

export function NotificationsCard() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="settings-notifications-title" style={{ display: 'grid', gap: 'var(--aayra-space-2)' }}>
      <h2 id="settings-notifications-title" style={{ margin: 0 }}>
        Notifications
      </h2>
      <LinkCard
        title="Notification settings"
        description="Study reminders, smart notifications and your recent notifications."
        href={paths.notificationSettings}
        onClick={(event) => {
          event.preventDefault();
          void navigate(paths.notificationSettings);
        }}
      />
    </section>
  );
}
