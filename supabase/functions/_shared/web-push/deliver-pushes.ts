import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/database.types.ts';
import { mapBounded } from './bounded.ts';
import { pushPayload, readPushDelivery, type PushDelivery } from './push-message.ts';
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

/** What one device said about one reminder, as record_push_outcomes takes it. */
type DeviceOutcome = Database['public']['CompositeTypes']['push_outcome'];

/** Pushes in flight at once: enough to finish a busy minute, few enough for one edge worker. */
const CONCURRENT_PUSHES = 8;
const CLAIM_BATCH = 500;
/** A run stops claiming after this long; what is left is claimed by the next minute's run. */
const CLAIM_FOR_MS = 20_000;

function check(what: string, error: { message: string } | null): void {
  if (error) throw new Error(`${what}: ${error.message}`);
}

/** Sends every claimed reminder to every device of its learner. */
function pushAll(
  deliveries: PushDelivery[],
  settings: PushSettings & { vapid: VapidKeys },
): Promise<DeviceOutcome[]> {
  const sends = deliveries.flatMap((delivery) => {
    const payload = pushPayload(delivery);
    return (delivery.subscriptions ?? []).map((device) => ({ delivery, device, payload }));
  });
  return mapBounded(sends, CONCURRENT_PUSHES, async ({ delivery, device, payload }) => {
    const outcome = await sendPush(device, payload, settings).catch(
      (error: unknown): PushOutcome => {
        // One device's failure is that reminder's failure, never the run's.
        console.error(`Push for notification ${delivery.log_id} failed`, error);
        return { result: 'failed', reason: 'Unknown error' };
      },
    );
    return { log_id: delivery.log_id, subscription_id: device.id, result: outcome.result, reason: 'reason' in outcome ? outcome.reason : null };
  });
}

/** Records a batch's outcomes in one transaction (record_push_outcomes keeps the rules). */
async function record(client: SupabaseClient<Database>, outcomes: DeviceOutcome[]): Promise<PushRunResult> {
  if (outcomes.length === 0) return { pushed: 0, failed: 0, removedSubscriptions: 0 };
  const { data, error } = await client
    .rpc('record_push_outcomes', { outcomes })
    .single();
  check('Recording what the devices said', error);
  return {
    pushed: data!.pushed,
    failed: data!.failed,
    removedSubscriptions: data!.removed_subscriptions,
  };
}

/**
 * Claims the reminders due for pushing (claim_push_deliveries marks them pushed, so overlapping
 * runs never push one twice), pushes them and records what the devices said.
 */
export async function deliverPushes(
  client: SupabaseClient<Database>,
  settings: PushSettings & { vapid: VapidKeys },
): Promise<PushRunResult> {
  const total: PushRunResult = { pushed: 0, failed: 0, removedSubscriptions: 0 };
  const started = Date.now();
  for (;;) {
    const { data, error } = await client.rpc('claim_push_deliveries', { max_rows: CLAIM_BATCH });
    check('Claiming reminders to push', error);
    const deliveries = (data ?? []).map(readPushDelivery);
    const result = await record(client, await pushAll(deliveries, settings));
    total.pushed += result.pushed;
    total.failed += result.failed;
    total.removedSubscriptions += result.removedSubscriptions;
    if (deliveries.length < CLAIM_BATCH || Date.now() - started > CLAIM_FOR_MS) return total;
  }
}
