import { PageHeader } from '../../../components/PageHeader';
import { SendTestNowCard } from '../../../components/SendTestNowCard';
import { useNotificationPermission } from '../../../lib/use-notification-permission';
import { DailyServiceCard } from './DailyServiceCard';
import { DiagnosticsCard } from './DiagnosticsCard';
import { ScheduleTestCard } from './ScheduleTestCard';

/**
 * /test-notifications and /test-notifications-enhanced: the same four real actions; the enhanced
 * page adds this browser's diagnostics and shows exactly what each action wrote.
 */
export function TestNotificationsPage({ enhanced = false }: { enhanced?: boolean }) {
  const { permission, request } = useNotificationPermission();
  return (
    <div className="notifications-page">
      <PageHeader
        title={enhanced ? 'Test Notifications (Enhanced)' : 'Test Notifications'}
        intro={
          enhanced
            ? 'Try each kind of notification, check what this browser supports, and see exactly what was sent.'
            : 'Try each kind of notification Aayra sends, on this browser.'
        }
      />
      {enhanced && <DiagnosticsCard permission={permission} />}
      <SendTestNowCard kind="basic" request={request} showDetails={enhanced} />
      <SendTestNowCard kind="smart" request={request} showDetails={enhanced} />
      <DailyServiceCard request={request} showDetails={enhanced} />
      <ScheduleTestCard permission={permission} request={request} showDetails={enhanced} />
    </div>
  );
}

export default TestNotificationsPage;
