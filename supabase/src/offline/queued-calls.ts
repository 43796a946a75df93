import { useMemo, useSyncExternalStore } from 'react';
import {
  forgetRefusalNotice,
  readQueuedCalls,
  readRefusalNotices,
  storeQueuedCall,
} from './offline-store';
import type { QueueableCall, QueuedCall, QueuedCallOf, RefusalNotice } from './queued-call';

export type { QueueableCall, QueuedCall, RefusalNotice } from './queued-call';

/** What this device holds for the backend: calls waiting to be sent, and refusals to tell. */
export interface OfflineQueue {
  calls: readonly QueuedCall[];
  notices: readonly RefusalNotice[];
}

const EMPTY: OfflineQueue = { calls: [], notices: [] };
let current: OfflineQueue = EMPTY;
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();
// Other tabs of the app send and queue too; each tells the others to read the stores again.
let channel: BroadcastChannel | undefined;

function otherTabs(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel('aayra-offline-queue');
  channel.onmessage = () => void readOfflineQueue();
  return channel;
}

async function readOfflineQueue(): Promise<void> {
  const [calls, notices] = await Promise.all([readQueuedCalls(), readRefusalNotices()]);
  current = { calls, notices };
  for (const listener of listeners) listener();
}

/** Reads the stores again after this tab changed them, and tells the other tabs to. */
export async function offlineQueueChanged(): Promise<void> {
  otherTabs()?.postMessage('changed');
  await readOfflineQueue();
}

export function subscribeToOfflineQueue(listener: () => void): () => void {
  listeners.add(listener);
  otherTabs();
  loaded ??= readOfflineQueue().catch((error: unknown) =>
    console.error('Error reading the offline queue', error),
  );
  return () => listeners.delete(listener);
}

export const offlineQueue = (): OfflineQueue => current;

let lastQueuedAt = 0;

/**
 * Keeps a call on this device until the backend answers it. Resolves once it is in IndexedDB, so
 * a page may then tell the learner it is saved: a reload or a closed tab no longer loses it.
 */
export async function queueCall<Name extends QueueableCall>(
  call: Omit<QueuedCallOf<Name>, 'queuedAt'>,
): Promise<QueuedCallOf<Name>> {
  // Strictly increasing within the tab, so two calls made in one millisecond keep their order.
  lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1);
  const queued: QueuedCallOf<Name> = { ...call, queuedAt: new Date(lastQueuedAt).toISOString() };
  // One member of the union of calls, which TypeScript cannot tell while Name is open.
  await storeQueuedCall(queued as QueuedCall);
  await offlineQueueChanged();
  return queued;
}

export async function dismissRefusalNotice(id: string): Promise<void> {
  await forgetRefusalNotice(id);
  await offlineQueueChanged();
}

const noQueue = () => EMPTY;

/** The calls waiting on this device, oldest first (any learner's: filter by learnerId). */
export function useQueuedCalls(): readonly QueuedCall[] {
  return useSyncExternalStore(subscribeToOfflineQueue, offlineQueue, noQueue).calls;
}

/**
 * The review entries this learner completed on this device whose answers wait to be sent: done
 * for the learner, so no list shows them as due, though the database does not know it yet.
 */
export function useReviewsSavedOnDevice(learnerId: string | undefined): ReadonlySet<string> {
  const calls = useQueuedCalls();
  return useMemo(
    () =>
      new Set(
        calls.flatMap((call) =>
          call.rpc === 'complete_review' && call.learnerId === learnerId ? [call.args.entry_id] : [],
        ),
      ),
    [calls, learnerId],
  );
}

/** The refusals the learner has not dismissed yet, oldest first. */
export function useRefusalNotices(learnerId: string | undefined): readonly RefusalNotice[] {
  const { notices } = useSyncExternalStore(subscribeToOfflineQueue, offlineQueue, noQueue);
  return learnerId ? notices.filter((notice) => notice.learnerId === learnerId) : [];
}
