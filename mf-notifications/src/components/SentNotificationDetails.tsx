import type { DeliveryResult } from '../lib/delivery';
import { notificationContent, type NotificationLog } from '../lib/notification-log';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The enhanced page's view of a written notification: exactly what was sent, and how showing it went. */
export function SentNotificationDetails({
  log,
  delivery,
}: {
  log: NotificationLog;
  delivery?: DeliveryResult | null;
}) {
  const { title, body, type, topics } = notificationContent(log);
  return (
    <div role="group" aria-label="What was sent">
      <dl className="notifications-facts">
        <div>
          <dt>Title</dt>
          <dd>{title}</dd>
        </div>
        <div>
          <dt>Message</dt>
          <dd>{body}</dd>
        </div>
        <div>
          <dt>Content type</dt>
          <dd>{type ?? 'unknown'}</dd>
        </div>
        {topics.length > 0 && (
          <div>
            <dt>Due topics</dt>
            <dd>{topics.join(', ')}</dd>
          </div>
        )}
        {log.scheduled_time && (
          <div>
            <dt>Due at</dt>
            <dd>
              <time dateTime={log.scheduled_time}>{when.format(new Date(log.scheduled_time))}</time>
            </dd>
          </div>
        )}
        {delivery !== undefined && (
          <div>
            <dt>Shown in this browser</dt>
            <dd>
              {delivery === null
                ? 'Left to the notification service'
                : delivery.ok
                  ? 'Yes'
                  : `No: ${delivery.reason}`}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
