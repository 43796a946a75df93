import type { DeliveryResult } from '../../delivery';
import { dueTopics, notificationText, type NotificationLog } from '../../../lib/notification-log';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function contentType(log: NotificationLog): string {
  const content =
    log.content && typeof log.content === 'object' && !Array.isArray(log.content)
      ? log.content
      : {};
  return typeof content.type === 'string' ? content.type : 'unknown';
}

/** The enhanced page's view of a written notification: exactly what was sent, and how showing it went. */
export function SentNotificationDetails({
  log,
  delivery,
}: {
  log: NotificationLog;
  delivery?: DeliveryResult | null;
}) {
  const { title, body } = notificationText(log);
  const topics = dueTopics(log);
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
          <dd>{contentType(log)}</dd>
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
