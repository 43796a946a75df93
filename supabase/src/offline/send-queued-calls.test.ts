import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { QueryClient } from '@tanstack/react-query';
import { clear } from 'idb-keyval';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  completeSession,
  connectApp,
  databaseToday,
  makeReviewDue,
  reviewEntries,
  signUpLearner,
  type StackLearner,
} from '@aayra/tests/component-stack';
import { getSupabaseSettings, type AayraClient } from '../client';
import type { Database } from '../database.types';
import {
  queuedCallsStore,
  readQueuedCalls,
  readRefusalNotices,
  refusalNoticesStore,
} from './offline-store';
import {
  dismissRefusalNotice,
  offlineQueue,
  queueCall,
  subscribeToOfflineQueue,
} from './queued-calls';
import { sendQueuedCalls, startSendingQueuedCalls } from './send-queued-calls';

/**
 * The learner's device: a client signed in as the learner whose connection a test can cut (every
 * request then fails before reaching the backend, as offline). It counts the completions it tries
 * to send and those that reach the backend.
 */
interface Device {
  client: AayraClient;
  offline: boolean;
  /** The connection drops once this many completions reached the backend. */
  dropAfter?: number;
  completionsTried: number;
  completionsSent: number;
}

async function deviceOf(learner: StackLearner): Promise<Device> {
  await connectApp();
  const { url, anonKey } = getSupabaseSettings();
  const device: Device = {
    client: undefined as never,
    offline: false,
    completionsTried: 0,
    completionsSent: 0,
  };
  const fetchOnDevice: typeof fetch = async (input, init) => {
    const completion = String(input instanceof Request ? input.url : input).includes(
      '/rpc/complete_review',
    );
    if (completion) device.completionsTried += 1;
    if (device.offline) throw new TypeError('Failed to fetch');
    const response = await fetch(input, init);
    if (completion) device.completionsSent += 1;
    if (device.completionsSent === device.dropAfter) device.offline = true;
    return response;
  };
  device.client = createClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchOnDevice },
  });
  const { error } = await device.client.auth.setSession(learner.session);
  if (error) throw error;
  return device;
}

/** A completed session whose stage-1 review is due today (or tomorrow, not yet due); its entry id. */
async function reviewOf(learner: StackLearner, { due = true } = {}) {
  const { sessionid, sessionname } = await completeSession(learner.client, {
    subject: 'Biology',
    topic: 'Cells',
  });
  const [entry] = await reviewEntries(learner.client, sessionid);
  if (due) await makeReviewDue(entry!.entryid, await databaseToday(learner.client));
  return { sessionid, sessionname, entryid: entry!.entryid };
}

const REFRESHED = ['mf-reviews', 'pending-reviews'];

/** Queues the completion of a review as the review page does offline. */
function queueCompletion(
  learner: StackLearner,
  entryid: string,
  about = 'Biology - Cells #1, stage 1',
) {
  const id = randomUUID();
  return queueCall({
    id,
    learnerId: learner.id,
    rpc: 'complete_review',
    args: { entry_id: entryid, answers: [], completion_id: id },
    about,
    refreshes: [REFRESHED],
  });
}

let learner: StackLearner;
let device: Device;
beforeAll(async () => {
  learner = await signUpLearner({ plan: 'premium' });
});
beforeEach(async () => {
  await Promise.all([clear(queuedCallsStore()), clear(refusalNoticesStore())]);
  device = await deviceOf(learner);
});

describe('sending the calls queued on this device', () => {
  it('keeps a completion made offline until the backend has it, then records it once', async () => {
    const review = await reviewOf(learner);
    device.offline = true;
    const queued = await queueCompletion(learner, review.entryid);

    expect(await sendQueuedCalls({ client: device.client })).toEqual({
      sent: 0,
      refused: 0,
      left: 1,
    });
    expect(await readQueuedCalls()).toEqual([queued]);

    device.offline = false;
    expect(await sendQueuedCalls({ client: device.client })).toEqual({
      sent: 1,
      refused: 0,
      left: 0,
    });
    expect(await readQueuedCalls()).toEqual([]);
    expect(await readRefusalNotices()).toEqual([]);
    const entries = await reviewEntries(learner.client, review.sessionid);
    expect(entries.map((e) => [e.reviewstage, e.status])).toEqual([
      [2, 'pending'],
      [1, 'completed'],
    ]);
  });

  it('counts a completion once when the tab closed after sending it but before it left the queue', async () => {
    const review = await reviewOf(learner);
    const queued = await queueCompletion(learner, review.entryid);
    // The first sending reached the database; its answer was never heard.
    const { error } = await device.client.rpc('complete_review', queued.args);
    expect(error).toBeNull();

    expect(await sendQueuedCalls({ client: device.client })).toEqual({
      sent: 1,
      refused: 0,
      left: 0,
    });
    expect(await readRefusalNotices()).toEqual([]);
    const entries = await reviewEntries(learner.client, review.sessionid);
    expect(entries.map((e) => [e.reviewstage, e.status])).toEqual([
      [2, 'pending'],
      [1, 'completed'],
    ]);
  });

  it("keeps the backend's refusal as a notice for the learner until it is dismissed", async () => {
    const done = await reviewOf(learner);
    const notDue = await reviewOf(learner, { due: false });
    // Another device completed this review first.
    const { error } = await learner.client.rpc('complete_review', { entry_id: done.entryid });
    expect(error).toBeNull();
    const first = await queueCompletion(learner, done.entryid, 'Biology - Cells #2, stage 1');
    const second = await queueCompletion(learner, notDue.entryid, 'Biology - Cells #3, stage 1');

    expect(await sendQueuedCalls({ client: device.client })).toEqual({
      sent: 0,
      refused: 2,
      left: 0,
    });
    expect(await readQueuedCalls()).toEqual([]);
    const notices = await readRefusalNotices();
    expect(notices).toEqual([
      expect.objectContaining({
        id: first.id,
        learnerId: learner.id,
        about: 'Biology - Cells #2, stage 1',
        reason: 'This review is already completed',
      }),
      expect.objectContaining({
        id: second.id,
        about: 'Biology - Cells #3, stage 1',
        reason: expect.stringMatching(/^This review is not due until \d{4}-\d{2}-\d{2}$/),
      }),
    ]);
    expect((await reviewEntries(learner.client, notDue.sessionid)).map((e) => e.status)).toEqual([
      'pending',
    ]);

    await dismissRefusalNotice(first.id);
    expect((await readRefusalNotices()).map((n) => n.id)).toEqual([second.id]);
    expect(offlineQueue().notices.map((n) => n.id)).toEqual([second.id]);
  });

  it('sends in the order the calls were made and stops at the first the backend cannot get', async () => {
    const reviews = [await reviewOf(learner), await reviewOf(learner), await reviewOf(learner)];
    const queued = [];
    for (const review of reviews) queued.push(await queueCompletion(learner, review.entryid));
    expect((await readQueuedCalls()).map((c) => c.id)).toEqual(queued.map((c) => c.id));

    device.dropAfter = 1;
    expect(await sendQueuedCalls({ client: device.client })).toEqual({
      sent: 1,
      refused: 0,
      left: 2,
    });
    expect((await readQueuedCalls()).map((c) => c.id)).toEqual(queued.slice(1).map((c) => c.id));
    const statuses = await Promise.all(
      reviews.map(async (r) => (await reviewEntries(learner.client, r.sessionid)).at(-1)!.status),
    );
    expect(statuses).toEqual(['completed', 'pending', 'pending']);
  });

  it("leaves another learner's calls on the device, unsent", async () => {
    const other = await signUpLearner();
    const theirs = await reviewOf(other);
    const queued = await queueCompletion(other, theirs.entryid);
    expect(await sendQueuedCalls({ client: device.client })).toEqual({
      sent: 0,
      refused: 0,
      left: 0,
    });
    expect(await readQueuedCalls()).toEqual([queued]);
    expect(device.completionsSent).toBe(0);
  });

  it('sends each call once when two rounds start at the same moment', async () => {
    const review = await reviewOf(learner);
    await queueCompletion(learner, review.entryid);
    const rounds = await Promise.all([
      sendQueuedCalls({ client: device.client }),
      sendQueuedCalls({ client: device.client }),
    ]);
    expect(rounds.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(device.completionsSent).toBe(1);
  });
});

describe('sending while the app runs', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('sends when the browser is back online and refreshes what the call changed', async () => {
    const review = await reviewOf(learner);
    const queries = new QueryClient();
    queries.setQueryData(REFRESHED, 'stale list');
    device.offline = true;
    await queueCompletion(learner, review.entryid);
    stop = startSendingQueuedCalls({ client: device.client, queryClient: queries });
    window.dispatchEvent(new Event('offline'));
    const changes: number[] = [];
    const unsubscribe = subscribeToOfflineQueue(() => changes.push(offlineQueue().calls.length));

    // It tried at once, while offline.
    await expect.poll(() => device.completionsTried).toBe(1);
    expect(await readQueuedCalls()).toHaveLength(1);
    expect(queries.getQueryState(REFRESHED)?.isInvalidated).toBe(false);

    device.offline = false;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => offlineQueue().calls.length).toBe(0);
    expect(changes.at(-1)).toBe(0);
    expect(queries.getQueryState(REFRESHED)?.isInvalidated).toBe(true);
    expect(device.completionsTried).toBe(2);
    expect(device.completionsSent).toBe(1);
    unsubscribe();
  });

  it('tries again a little later when a request failed while the browser said it was online', async () => {
    const review = await reviewOf(learner);
    device.offline = true;
    await queueCompletion(learner, review.entryid);
    stop = startSendingQueuedCalls({ client: device.client, retryAfterMs: 50 });
    await expect.poll(() => device.completionsTried).toBeGreaterThanOrEqual(2);
    expect(await readQueuedCalls()).toHaveLength(1);

    device.offline = false;
    await expect.poll(() => offlineQueue().calls.length).toBe(0);
    expect(device.completionsSent).toBe(1);
    const entries = await reviewEntries(learner.client, review.sessionid);
    expect(entries.map((e) => e.status)).toEqual(['pending', 'completed']);
  });
});
