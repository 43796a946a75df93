import { Card, EmptyState, ErrorPanel } from '@aayra/design-system/components';
import {
  RECENT_NOTIFICATIONS_SHOWN,
  useRecentNotifications,
} from '../api/get-recent-notifications';
import { NotificationCounts } from './NotificationCounts';
import { RecentNotificationItem } from './RecentNotificationItem';
import { SectionLoading } from '../../../components/SectionLoading';

/** The counts over all notifications, then the latest ones, newest first. */
export function RecentNotifications() {
  const recent = useRecentNotifications();
  return (
    <Card as="section" className="notifications-card" aria-labelledby="notification-recent-title">
      <h2 id="notification-recent-title">Recent notifications</h2>
      <NotificationCounts />
      <SectionLoading query={recent} label="Loading your notifications" />
      {recent.isError && (
        <ErrorPanel
          headingLevel={3}
          title="Your notifications could not be loaded"
          onRetry={() => void recent.refetch()}
          retrying={recent.isFetching}
        />
      )}
      {recent.data?.length === 0 && (
        <EmptyState
          headingLevel={3}
          title="No notifications yet"
          description="Reminders and test notifications appear here once Aayra sends them."
        />
      )}
      {recent.data && recent.data.length > 0 && (
        <>
          <p className="notifications-card__line">
            Your latest {Math.min(recent.data.length, RECENT_NOTIFICATIONS_SHOWN)}, newest first.
          </p>
          <ol className="notifications-list" aria-label="Recent notifications">
            {recent.data.map((log) => (
              <li key={log.id}>
                <RecentNotificationItem log={log} />
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
