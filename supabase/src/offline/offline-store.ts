import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { asCurrentCall } from './earlier-queued-call';
import type { QueuedCall, RefusalNotice } from './queued-call';

// One IndexedDB database per store: idb-keyval creates a store only when it creates its database.
let calls: UseStore | undefined;
let notices: UseStore | undefined;

/** Opened on first use, so loading the module (or prerendering a page) never touches IndexedDB. */
export const queuedCallsStore = () => (calls ??= createStore('aayra-queued-calls', 'queued-calls'));
export const refusalNoticesStore = () =>
  (notices ??= createStore('aayra-refusal-notices', 'refusal-notices'));

// Keys sort by when the call was made, so reading the store gives the order to send them in.
type CallKey = [queuedAt: string, id: string];
const callKey = (call: QueuedCall): CallKey => [call.queuedAt, call.id];

export const storeQueuedCall = (call: QueuedCall) => set(callKey(call), call, queuedCallsStore());
export const forgetQueuedCall = (call: QueuedCall) => del(callKey(call), queuedCallsStore());

export async function readQueuedCalls(): Promise<QueuedCall[]> {
  return (await entries<CallKey, QueuedCall>(queuedCallsStore())).map(([, call]) => asCurrentCall(call));
}

// A notice is keyed by its call's id: a refusal recorded twice (the tab closed before the call was
// removed, and the next round was refused again) is still one notice.
export const storeRefusalNotice = (notice: RefusalNotice) =>
  set(notice.id, notice, refusalNoticesStore());
export const forgetRefusalNotice = (id: string) => del(id, refusalNoticesStore());

export async function readRefusalNotices(): Promise<RefusalNotice[]> {
  const stored = await entries<string, RefusalNotice>(refusalNoticesStore());
  return stored.map(([, notice]) => notice).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}
