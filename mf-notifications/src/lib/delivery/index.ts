// What the notification pages and the notification service use to reach the learner's browser.
export {
  notificationSupport,
  notificationPermission,
  requestNotificationPermission,
} from './support';
export type { NotificationSupport } from './support';
export { deliverNotification } from './deliver-notification';
export type { DeliveryResult, NotificationLogToDeliver, ShowOutcome } from './deliver-notification';
export {
  NO_NOTIFICATIONS,
  NO_SERVICE_WORKER,
  PERMISSION_DENIED,
  UNKNOWN_ERROR,
} from './failure-reasons';
