import { Link } from '@aayra/app-contract/router';
import { paths } from '@aayra/app-contract/routes';
import { PageHeader } from '../../../components/PageHeader';
import { SendTestNowCard } from '../../../components/SendTestNowCard';
import { useNotificationPermission } from '../../../lib/use-notification-permission';
import { PermissionCard } from './PermissionCard';
import { RecentNotifications } from './RecentNotifications';
import { ReminderSwitches } from './ReminderSwitches';
import { StudyScheduleCard } from './StudyScheduleCard';

/** /settings/notifications: permission, reminder switches, study days, a test, and the history. */
export default function NotificationSettingsPage() {
  const { permission, request } = useNotificationPermission();
  return (
    <div className="notifications-page">
      <PageHeader
        title="Notification Settings"
        intro="Choose the reminders Aayra sends you and see how the last ones went."
      >
        <Link className="notifications-page__back" to={paths.settings}>
          Back to Settings
        </Link>
      </PageHeader>
      <PermissionCard permission={permission} request={request} />
      <ReminderSwitches />
      <StudyScheduleCard />
      <SendTestNowCard kind="basic" request={request} />
      <RecentNotifications />
    </div>
  );
}
