import type { BadgeTone } from '@aayra/design-system/components';
import type { NotificationKind } from '@aayra/supabase/product-constants';
import type { NotificationLog } from '../../../lib/notification-log';

const KIND_LABELS: Record<NotificationKind, string> = {
  study_reminder: 'Study reminder',
  smart_reminder: 'Smart reminder',
  smart_recap: 'Smart recap',
  test: 'Test',
  pending_review: 'Review reminder',
  motivational: 'Motivation',
  ai_tip: 'Study tip',
};

// Every kind of the database has its words (a kind added there fails to compile until it does);
// a row written by a newer database than this build reads as a plain notification.
const labels: Partial<Record<string, string>> = KIND_LABELS;

/** The kind of a notification in the learner's words. */
export function kindLabel(kind: string): string {
  return labels[kind] ?? 'Notification';
}

export interface DeliveryState {
  label: 'Delivered' | 'Failed' | 'Scheduled';
  tone: BadgeTone;
  clicked: boolean;
  /** Why it failed, shown next to the label; only for a failed notification. */
  reason: string | null;
}

/** Where a notification stands, the way the counts above the list count it. */
export function deliveryState(
  log: Pick<NotificationLog, 'status' | 'clicked_at' | 'failure_reason'>,
): DeliveryState {
  const clicked = log.clicked_at !== null;
  if (log.status === 'sent') return { label: 'Delivered', tone: 'success', clicked, reason: null };
  if (log.status === 'failed')
    return {
      label: 'Failed',
      tone: 'danger',
      clicked,
      reason: log.failure_reason || 'Unknown error',
    };
  return { label: 'Scheduled', tone: 'neutral', clicked, reason: null };
}

/** The moment that matters most: when it was shown, else when it is due, else when it was written. */
export function notificationMoment(
  log: Pick<NotificationLog, 'sent_time' | 'scheduled_time' | 'created_at'>,
): string {
  return log.sent_time ?? log.scheduled_time ?? log.created_at;
}
