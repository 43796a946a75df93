import { Card, ErrorPanel, Switch } from '@aayra/design-system/components';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSetNotificationPreference } from '../api/set-notification-preference';
import { SectionLoading } from '../../../components/SectionLoading';

/** Study reminders and smart notifications on or off; each change is saved at once. */
export function ReminderSwitches() {
  const preferences = useNotificationPreferences();
  const change = useSetNotificationPreference();
  const saved = preferences.data;

  return (
    <Card
      as="section"
      className="notifications-card"
      aria-labelledby="notification-reminders-title"
    >
      <h2 id="notification-reminders-title">Reminders</h2>
      <SectionLoading query={preferences} label="Loading your reminder settings" />
      {preferences.isError && (
        <ErrorPanel
          headingLevel={3}
          title="Your reminder settings could not be loaded"
          onRetry={() => void preferences.refetch()}
          retrying={preferences.isFetching}
        />
      )}
      {saved && (
        <>
          <Switch
            label="Study reminders"
            hint="15 and 5 minutes before your start time, on your study days."
            checked={saved.study_reminders_enabled}
            onChange={(event) =>
              change.mutate({ setting: 'study_reminders_enabled', enabled: event.target.checked })
            }
          />
          <Switch
            label="Smart notifications"
            hint="10 minutes before your start time and a recap at midnight, on study days when a review is due within 24 hours."
            checked={saved.smart_notifications_enabled}
            onChange={(event) =>
              change.mutate({
                setting: 'smart_notifications_enabled',
                enabled: event.target.checked,
              })
            }
          />
        </>
      )}
      <p
        className="notifications-card__note"
        role="status"
        data-tone={change.isError ? 'error' : undefined}
      >
        {change.isError ? 'Your change was not saved. Please try again.' : ''}
      </p>
    </Card>
  );
}
