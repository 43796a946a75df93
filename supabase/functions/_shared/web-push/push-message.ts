import type { Database, Json } from '../../../src/database.types.ts';

/** A reminder as claimed for pushing: its notification_logs row and the learner's devices. */
export interface PushDelivery {
  log_id: string;
  user_id: string;
  content: Record<string, unknown>;
  subscriptions: DeviceSubscription[];
}

/** One row of claim_push_deliveries: its content as JSON, its devices as push_device rows. */
type ClaimedRow = Database['public']['Functions']['claim_push_deliveries']['Returns'][number];
type ClaimedDevice = Database['public']['CompositeTypes']['push_device'];
type JsonObject = { [key: string]: Json | undefined };

const isJsonObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readDevice({ id, endpoint, p256dh, auth }: ClaimedDevice): DeviceSubscription {
  // A composite's fields are nullable to the type system; the table's columns are not.
  if (id !== null && endpoint !== null && p256dh !== null && auth !== null) return { id, endpoint, p256dh, auth };
  throw new Error('A claimed reminder names a device without its id, endpoint and keys.');
}

/** A claimed row, its content checked: the run stops with a clear error rather than push a wrong shape. */
export function readPushDelivery({ log_id, user_id, content, subscriptions }: ClaimedRow): PushDelivery {
  if (!isJsonObject(content)) throw new Error(`Reminder ${log_id} was claimed without its content.`);
  return { log_id, user_id, content, subscriptions: (subscriptions ?? []).map(readDevice) };
}

/** One browser's push subscription (public.push_subscriptions). */
export interface DeviceSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * A reminder is worth showing for 15 minutes: the same window in which an open page still shows
 * a missed one. A device that is off longer gets nothing rather than a stale "Study Time!".
 */
export const PUSH_TTL_SECONDS = 15 * 60;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * What the service worker receives: logId, so a click can be recorded on the row, and the row's
 * own title, body, tag and icon, each left out when the row has none. The service worker fills
 * in what is missing when it shows the notification, so the defaults live in one place.
 */
export function pushPayload({ log_id, content }: PushDelivery): string {
  return JSON.stringify({
    logId: log_id,
    title: text(content.title),
    body: text(content.body),
    tag: text(content.tag),
    icon: text(content.icon),
  });
}
