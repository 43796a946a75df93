import type { SupabaseClient } from '@supabase/supabase-js';
import { mapBounded } from './bounded.ts';
import { pushPayload, type DeviceSubscription, type PushDelivery } from './push-message.ts';
import type { PushSettings, VapidKeys } from './push-settings.ts';
import { sendPush, type PushOutcome } from './send-push.ts';

export interface PushRunResult {
  /** Reminders at least one of the learner's devices accepted. */
  pushed: number;
  /** Reminders no device accepted (the row says why). */
  failed: number;
  /** Subscriptions the push service said are gone (404 or 410), now deleted. */
  removedSubscriptions: number;
}

/** Pushes in flight at once: enough to finish a busy minute, few enough for one edge worker. */
const CONCURRENT_PUSHES = 8;
const CLAIM_BATCH = 500;
/** A run stops claiming after this long; what is left is claimed by the next minute's run. */
const CLAIM_FOR_MS = 20_000;
/** Ids per filtered update, so the request line stays short. */
const IDS_PER_REQUEST = 100;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += IDS_PER_REQUEST)
    out.push(items.slice(start, start + IDS_PER_REQUEST));
  return out;
}

function check(what: string, error: { message: string } | null): void {
  if (error) throw new Error(`${what}: ${error.message}`);
}

interface Send {
  delivery: PushDelivery;
  device: DeviceSubscription;
  payload: string;
}

async function pushAll(
  sends: Send[],
  settings: PushSettings & { vapid: VapidKeys },
): Promise<PushOutcome[]> {
  return mapBounded(sends, CONCURRENT_PUSHES, ({ delivery, device, payload }) =>
    sendPush(device, payload, settings).catch((error: unknown): PushOutcome => {
      // One device's failure is that reminder's failure, never the run's.
      console.error(`Push for notification ${delivery.log_id} failed`, error);
      return { result: 'failed', reason: 'Unknown error' };
    }),
  );
}

/**
 * Records what the devices said: a reminder one device accepted is 'sent'; one no device
 * accepted is 'failed' with the reasons, unless an open page showed it meanwhile; subscriptions
 * the push service called gone are deleted.
 */
async function record(
  client: SupabaseClient,
  sends: Send[],
  outcomes: PushOutcome[],
): Promise<PushRunResult> {
  const accepted = new Set<string>();
  const reasons = new Map<string, Set<string>>();
  const gone: string[] = [];
  const used: string[] = [];
  sends.forEach(({ delivery, device }, index) => {
    const outcome = outcomes[index] as PushOutcome;
    if (outcome.result === 'accepted') {
      accepted.add(delivery.log_id);
      used.push(device.id);
      return;
    }
    if (outcome.result === 'gone') gone.push(device.id);
    const logReasons = reasons.get(delivery.log_id) ?? new Set<string>();
    logReasons.add(outcome.reason);
    reasons.set(delivery.log_id, logReasons);
  });

  const now = new Date().toISOString();
  for (const ids of chunks([...accepted])) {
    const { error } = await client
      .from('notification_logs')
      .update({ status: 'sent', sent_time: now, failure_reason: null })
      .in('id', ids)
      .neq('status', 'sent');
    check('Recording sent reminders', error);
  }
  const failedByReason = new Map<string, string[]>();
  for (const [logId, logReasons] of reasons) {
    if (accepted.has(logId)) continue;
    const reason = [...logReasons].join('; ');
    failedByReason.set(reason, [...(failedByReason.get(reason) ?? []), logId]);
  }
  for (const [reason, logIds] of failedByReason) {
    for (const ids of chunks(logIds)) {
      const { error } = await client
        .from('notification_logs')
        .update({ status: 'failed', failure_reason: reason })
        .in('id', ids)
        .eq('status', 'scheduled');
      check('Recording failed reminders', error);
    }
  }
  for (const ids of chunks(gone)) {
    const { error } = await client.from('push_subscriptions').delete().in('id', ids);
    check('Removing expired push subscriptions', error);
  }
  for (const ids of chunks([...new Set(used)])) {
    const { error } = await client
      .from('push_subscriptions')
      .update({ last_used_at: now })
      .in('id', ids);
    check('Recording used push subscriptions', error);
  }
  const failed = [...failedByReason.values()].reduce((total, ids) => total + ids.length, 0);
  return { pushed: accepted.size, failed, removedSubscriptions: new Set(gone).size };
}

/**
 * Claims the reminders due for pushing (claim_push_deliveries marks them pushed, so overlapping
 * runs never push one twice) and sends each to every device of its learner.
 */
export async function deliverPushes(
  client: SupabaseClient,
  settings: PushSettings & { vapid: VapidKeys },
): Promise<PushRunResult> {
  const total: PushRunResult = { pushed: 0, failed: 0, removedSubscriptions: 0 };
  const started = Date.now();
  for (;;) {
    const { data, error } = await client.rpc('claim_push_deliveries', { max_rows: CLAIM_BATCH });
    check('Claiming reminders to push', error);
    const deliveries = (data ?? []) as PushDelivery[];
    const sends = deliveries.flatMap((delivery) => {
      const payload = pushPayload(delivery);
      return (delivery.subscriptions ?? []).map((device) => ({ delivery, device, payload }));
    });
    const result = await record(client, sends, await pushAll(sends, settings));
    total.pushed += result.pushed;
    total.failed += result.failed;
    total.removedSubscriptions += result.removedSubscriptions;
    if (deliveries.length < CLAIM_BATCH || Date.now() - started > CLAIM_FOR_MS) return total;
  }
}
