import { useNotificationCounts } from '../api/get-notification-counts';
import { SectionLoading } from '../../../components/SectionLoading';

/** Delivered, failed and clicked, over all of the learner's notifications. */
export function NotificationCounts() {
  const counts = useNotificationCounts();
  if (counts.isPending) return <SectionLoading query={counts} label="Counting your notifications" />;
  if (counts.isError) return <p className="notifications-note">The counts could not be loaded.</p>;
  const { delivered, failed, clicked } = counts.data;
  return (
    <div role="group" aria-label="Notification counts">
      <dl className="notifications-counts">
        <div>
          <dt>Delivered</dt>
          <dd>{delivered}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>{failed}</dd>
        </div>
        <div>
          <dt>Clicked</dt>
          <dd>{clicked}</dd>
        </div>
      </dl>
    </div>
  );
}
