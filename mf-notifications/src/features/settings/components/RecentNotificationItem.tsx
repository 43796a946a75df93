import { Badge } from '@aayra/design-system/components';
import { notificationContent, type NotificationLog } from '../../../lib/notification-log';
import { deliveryState, kindLabel, notificationMoment } from './notification-labels';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One notification: its title, kind, time and how its delivery went (and why, when it failed). */
export function RecentNotificationItem({ log }: { log: NotificationLog }) {
  const { title, body } = notificationContent(log);
  const state = deliveryState(log);
  const moment = notificationMoment(log);
  return (
    <article className="notification-item" aria-label={title || kindLabel(log.notification_type)}>
      <div className="notification-item__top">
        <h3 className="notification-item__title">{title || kindLabel(log.notification_type)}</h3>
        <span className="notification-item__badges">
          <Badge tone={state.tone}>{state.label}</Badge>
          {state.clicked && <Badge tone="primary">Clicked</Badge>}
        </span>
      </div>
      {body && <p className="notification-item__body">{body}</p>}
      <p className="notification-item__meta">
        {kindLabel(log.notification_type)} ·{' '}
        <time dateTime={moment}>{when.format(new Date(moment))}</time>
      </p>
      {state.reason && <p className="notification-item__reason">Why it failed: {state.reason}</p>}
    </article>
  );
}
