import { onlineManager, type QueryClient, type QueryKey } from '@aayra/supabase/query';
import { getSupabase, type AayraClient } from '../client';
import { queryClient as pageQueryClient } from '../providers';
import { callAnswer } from './call-answer';
import { forgetQueuedCall, readQueuedCalls, storeRefusalNotice } from './offline-store';
import { offlineQueueChanged, subscribeToOfflineQueue, offlineQueue } from './queued-calls';
import type { QueuedCall } from './queued-call';

/** What one round did with the signed-in learner's queued calls. */
export interface SendingRound {
  sent: number;
  refused: number;
  /** Still queued: the backend could not be reached (or had no verdict), or another tab was sending. */
  left: number;
}

export interface SendingOptions {
  client?: AayraClient;
  queryClient?: QueryClient;
  /** How long a call that could not be sent waits before the next try, when the connection is not seen to return. */
  retryAfterMs?: number;
}

const LOCK = 'aayra-queued-calls';
let roundInThisTab: Promise<void> = Promise.resolve();

/**
 * One round at a time across the learner's tabs (Web Locks), so two tabs never send one call at
 * once. Where the browser has no Web Locks, one at a time in this tab; the call's idempotency key
 * still makes a second sending count once in the database.
 */
async function oneRoundAtATime(round: () => Promise<void>): Promise<void> {
  // Typed as always there, but missing in older browsers (and null in some test pages).
  const locks =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator.locks as LockManager | null | undefined);
  if (locks) {
    await locks.request(LOCK, round);
    return;
  }
  const next = roundInThisTab.then(round, round);
  roundInThisTab = next.catch(() => undefined);
  await next;
}

/**
 * A request that hangs would hold the lock, and every tab's queue, for good: it is given up after
 * this long and counts as not reached (it may still have arrived: sent again, it counts once).
 */
const GIVE_UP_AFTER_MS = 30_000;

function send(client: AayraClient, call: QueuedCall) {
  return client.rpc(call.rpc, call.args).abortSignal(AbortSignal.timeout(GIVE_UP_AFTER_MS));
}

/**
 * Sends the signed-in learner's queued calls in the order they were made. A call leaves the queue
 * only once the backend has answered it: accepted, or refused (kept as a notice for the learner).
 * When the backend cannot be reached the round stops and the rest wait for the next one.
 */
export async function sendQueuedCalls(options: SendingOptions = {}): Promise<SendingRound> {
  const client = options.client ?? getSupabase();
  const queries = options.queryClient ?? pageQueryClient;
  const { data } = await client.auth.getSession();
  const learnerId = data.session?.user.id;
  const round: SendingRound = { sent: 0, refused: 0, left: 0 };
  if (!learnerId) return round;

  const refreshes: QueryKey[] = [];
  await oneRoundAtATime(async () => {
    const calls = (await readQueuedCalls()).filter((call) => call.learnerId === learnerId);
    for (const [index, call] of calls.entries()) {
      const answer = callAnswer(
        await send(client, call).then(undefined, () => ({ error: { message: '' }, status: 0 })),
      );
      if (answer.kind === 'not-reached') {
        round.left = calls.length - index;
        break;
      }
      if (answer.kind === 'refused') {
        await storeRefusalNotice({
          id: call.id,
          learnerId,
          about: call.about,
          reason: answer.reason,
          queuedAt: call.queuedAt,
          refusedAt: new Date().toISOString(),
        });
        round.refused += 1;
      } else {
        round.sent += 1;
      }
      await forgetQueuedCall(call);
      refreshes.push(...call.refreshes);
    }
  });
  if (round.sent + round.refused > 0) {
    await offlineQueueChanged();
    await Promise.all(refreshes.map((queryKey) => queries.invalidateQueries({ queryKey })));
  }
  return round;
}

const RETRY_AFTER_MS = 30_000;

let stopSending: (() => void) | undefined;

/**
 * Sends the queued calls now, whenever the browser is back online, when a learner signs in or
 * the sign-in is renewed, and again a little later while the backend cannot be reached (a
 * connection can fail without the browser going offline). Called once when the app starts (again,
 * it only returns the same stop); returns how to stop.
 */
export function startSendingQueuedCalls(options: SendingOptions = {}): () => void {
  if (stopSending) return stopSending;
  const client = options.client ?? getSupabase();
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const sendNow = async () => {
    clearTimeout(retry);
    retry = undefined;
    const round = await sendQueuedCalls({ ...options, client }).catch((error: unknown) => {
      console.error('Error sending the queued calls', error);
      return { left: 1 };
    });
    if (round.left > 0) later();
  };
  const later = () => {
    if (!stopped && retry === undefined)
      retry = setTimeout(() => void sendNow(), options.retryAfterMs ?? RETRY_AFTER_MS);
  };
  const onOnline = () => void sendNow();

  // A call queued after a failed request waits for the next try, even while the browser says online.
  let queued = offlineQueue().calls.length;
  const stopWatching = subscribeToOfflineQueue(() => {
    const now = offlineQueue().calls.length;
    if (now > queued) later();
    queued = now;
  });
  // Back online by the browser's event or by the backend answering again (offline-cache/connection.ts).
  const stopFollowingConnection = onlineManager.subscribe((online) => {
    if (online) onOnline();
  });
  const { data } = client.auth.onAuthStateChange((event) => {
    // Auth callbacks must not await other supabase calls (they would deadlock the auth lock).
    if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') setTimeout(onOnline, 0);
  });
  void sendNow();

  stopSending = () => {
    stopSending = undefined;
    stopped = true;
    clearTimeout(retry);
    stopWatching();
    stopFollowingConnection();
    data.subscription.unsubscribe();
  };
  return stopSending;
}
