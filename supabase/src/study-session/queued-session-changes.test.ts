import 'fake-indexeddb/auto';
import { clear, set } from 'idb-keyval';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createStudySession,
  network,
  signInApp,
  signUpLearner,
  type StackLearner,
} from '@aayra/tests/component-stack';
import { getSupabase } from '../client';
import { authSessionAtom } from '../auth/auth-session';
import {
  queuedCallsStore,
  readQueuedCalls,
  readRefusalNotices,
  refusalNoticesStore,
} from '../offline/offline-store';
import { sendQueuedCalls } from '../offline/send-queued-calls';
import { appStore } from '../providers';
import { currentStudySessionAtom, type CurrentStudySession } from './current-session';
import { discardStudySession } from './discard-session';
import {
  followSessionInProgress,
  refreshSessionInProgress,
  saveSessionChange,
  writeSessionChange,
} from './session-in-progress';
import { sessionFromRow } from './session-state';

let learner: StackLearner;
beforeAll(async () => {
  learner = await signUpLearner({ plan: 'premium' });
  await signInApp(learner);
});
beforeEach(async () => {
  await Promise.all([clear(queuedCallsStore()), clear(refusalNoticesStore())]);
  // Each test starts with no session in progress on the server or on this device.
  const { error } = await learner.client
    .from('studysessions')
    .delete()
    .in('status', ['focus_in_progress', 'uploading']);
  if (error) throw error;
  appStore.set(currentStudySessionAtom, null);
});
afterEach(() => online());

/** The browser says it is offline, and nothing reaches the backend. */
function offline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  network.down();
}

function online() {
  vi.restoreAllMocks();
  network.up();
}

async function storedRow(sessionid: string) {
  const { data, error } = await learner.client
    .from('studysessions')
    .select('*')
    .eq('sessionid', sessionid)
    .single();
  if (error) throw error;
  return data;
}

const IN_25_MINUTES = () => Date.now() + 25 * 60_000;

/** A focus whose timer runs on the server, and this device's copy of it. */
async function runningFocus(): Promise<CurrentStudySession> {
  const row = await createStudySession(learner, 'focus_in_progress');
  const { data, error } = await learner.client
    .from('studysessions')
    .update({ timerendsat: new Date(IN_25_MINUTES()).toISOString() })
    .eq('sessionid', row.sessionid)
    .select()
    .single();
  if (error) throw error;
  const copy = sessionFromRow(data);
  appStore.set(currentStudySessionAtom, copy);
  return copy;
}

/** The row's timer as this device's copy holds it. */
const timerOfRow = (row: Awaited<ReturnType<typeof storedRow>>) => ({
  status: row.status,
  timerEndsAt: row.timerendsat === null ? null : Date.parse(row.timerendsat),
  timerRemainingMs: row.timerremainingms,
});
const timerOfCopy = () => {
  const copy = appStore.get(currentStudySessionAtom);
  return copy && { status: copy.status, timerEndsAt: copy.timerEndsAt, timerRemainingMs: copy.timerRemainingMs };
};

describe('a session change made offline', () => {
  it('keeps the timer moved on, and a pause then a resume are sent in order once back online', async () => {
    const running = await runningFocus();
    const serverBefore = await storedRow(running.sessionid);
    offline();
    const paused = await saveSessionChange(running, { timerEndsAt: null, timerRemainingMs: 600_000 });
    const resumedAt = Date.now() + 600_000;
    const resumed = await saveSessionChange(paused, { timerEndsAt: resumedAt, timerRemainingMs: null });
    expect(timerOfCopy()).toEqual({ status: 'focus_in_progress', timerEndsAt: resumedAt, timerRemainingMs: null });
    expect(resumed).toEqual(appStore.get(currentStudySessionAtom));

    const queued = await readQueuedCalls();
    expect(queued.map((call) => [call.rpc, call.args, call.about])).toEqual([
      [
        'change_study_session',
        { session_id: running.sessionid, status: 'focus_in_progress', timer_remaining_ms: 600_000, made_at: expect.any(String) },
        `Your change to ${running.sessionname}`,
      ],
      [
        'change_study_session',
        {
          session_id: running.sessionid,
          status: 'focus_in_progress',
          timer_ends_at: new Date(resumedAt).toISOString(),
          made_at: expect.any(String),
        },
        `Your change to ${running.sessionname}`,
      ],
    ]);
    expect(await storedRow(running.sessionid)).toEqual(serverBefore);

    // Back online, a check of the server before the queue is sent does not undo the changes.
    online();
    await refreshSessionInProgress();
    expect(timerOfCopy()).toEqual({ status: 'focus_in_progress', timerEndsAt: resumedAt, timerRemainingMs: null });

    expect(await sendQueuedCalls()).toEqual({ sent: 2, refused: 0, left: 0 });
    expect(timerOfRow(await storedRow(running.sessionid))).toEqual(timerOfCopy());
    await refreshSessionInProgress();
    expect(timerOfCopy()).toEqual({ status: 'focus_in_progress', timerEndsAt: resumedAt, timerRemainingMs: null });
  });

  it('is queued behind a change of the session still waiting, even once online', async () => {
    const running = await runningFocus();
    offline();
    const paused = await saveSessionChange(running, { timerEndsAt: null, timerRemainingMs: 600_000 });
    online();
    const resumedAt = Date.now() + 600_000;
    await saveSessionChange(paused, { timerEndsAt: resumedAt, timerRemainingMs: null });
    // Sent on its own first, the resume would be undone by the pause arriving after it.
    await sendQueuedCalls();
    await vi.waitFor(async () => expect(await readQueuedCalls()).toEqual([]));
    expect(timerOfRow(await storedRow(running.sessionid))).toEqual({
      status: 'focus_in_progress',
      timerEndsAt: resumedAt,
      timerRemainingMs: null,
    });
  });

  it('goes straight to the server online when nothing of the session waits', async () => {
    const running = await runningFocus();
    const outcome = await writeSessionChange(running, { status: 'focus_in_progress', timerEndsAt: null, timerRemainingMs: 300_000 });
    expect(outcome).toBe('saved');
    expect(await readQueuedCalls()).toEqual([]);
    expect((await storedRow(running.sessionid)).timerremainingms).toBe(300_000);
  });

  it('is kept on this device when the backend cannot take it while online, and sent once it can', async () => {
    const running = await runningFocus();
    // The browser is online; the gateway answers 502.
    network.down();
    const outcome = await writeSessionChange(running, { status: 'focus_in_progress', timerEndsAt: null, timerRemainingMs: 300_000 });
    expect(outcome).toBe('saved-on-device');
    expect((await readQueuedCalls()).map((call) => call.rpc)).toEqual(['change_study_session']);
    expect((await storedRow(running.sessionid)).timerremainingms).toBeNull();

    network.up();
    expect(await sendQueuedCalls()).toEqual({ sent: 1, refused: 0, left: 0 });
    expect((await storedRow(running.sessionid)).timerremainingms).toBe(300_000);
  });

  it('is dropped when the learner discards the session, and no refusal is told', async () => {
    const running = await runningFocus();
    offline();
    await saveSessionChange(running, { timerEndsAt: null, timerRemainingMs: 600_000 });
    expect(await readQueuedCalls()).toHaveLength(1);
    online();
    // Back online, the learner leaves the focus before the queue's next round.
    expect(await discardStudySession(running)).toBe('home');
    expect(await readQueuedCalls()).toEqual([]);
    expect(await sendQueuedCalls()).toEqual({ sent: 0, refused: 0, left: 0 });
    expect(await readRefusalNotices()).toEqual([]);
  });

  it('survives a reload before the connection returns', async () => {
    const running = await runningFocus();
    offline();
    await saveSessionChange(running, { timerEndsAt: null, timerRemainingMs: 600_000 });
    online();

    // The page loads again: new modules, the same local storage and IndexedDB.
    vi.resetModules();
    const stack = await import('@aayra/tests/component-stack');
    await stack.signInApp(learner);
    const reloaded = {
      providers: await import('../providers'),
      session: await import('./current-session'),
      inProgress: await import('./session-in-progress'),
      sending: await import('../offline/send-queued-calls'),
    };
    const copy = () => reloaded.providers.appStore.get(reloaded.session.currentStudySessionAtom);
    expect(copy()).toMatchObject({ sessionid: running.sessionid, timerEndsAt: null, timerRemainingMs: 600_000 });
    await reloaded.inProgress.refreshSessionInProgress();
    expect(copy()).toMatchObject({ timerEndsAt: null, timerRemainingMs: 600_000 });

    expect(await reloaded.sending.sendQueuedCalls()).toEqual({ sent: 1, refused: 0, left: 0 });
    expect(await storedRow(running.sessionid)).toMatchObject({ timerendsat: null, timerremainingms: 600_000 });
  });
  it('is sent after a new version of the app arrives, when the version before had queued it', async () => {
    const running = await runningFocus();
    // The earlier app queued a pause as one object of fields; the device was offline over the deploy.
    const queuedAt = new Date().toISOString();
    const earlier = {
      id: crypto.randomUUID(),
      learnerId: learner.id,
      rpc: 'change_study_session',
      args: { session_id: running.sessionid, change: { status: 'focus_in_progress', timerendsat: null, timerremainingms: 480_000, madeat: queuedAt } },
      about: `Your change to ${running.sessionname}`,
      refreshes: [],
      queuedAt,
    };
    await set([earlier.queuedAt, earlier.id], earlier, queuedCallsStore());

    expect(await sendQueuedCalls()).toEqual({ sent: 1, refused: 0, left: 0 });
    expect(timerOfRow(await storedRow(running.sessionid))).toEqual({ status: 'focus_in_progress', timerEndsAt: null, timerRemainingMs: 480_000 });
    expect(await readQueuedCalls()).toEqual([]);
  });
});

describe('a session change the server refuses once it is sent', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    appStore.set(authSessionAtom, undefined);
  });

  it('becomes a notice, and the copy follows the server', async () => {
    const { data } = await getSupabase().auth.getSession();
    appStore.set(authSessionAtom, data.session);
    const running = await runningFocus();
    stop = followSessionInProgress();
    await refreshSessionInProgress();

    // The focus ends on this device while offline; another device takes the session to the end.
    offline();
    await writeSessionChange(running, { status: 'uploading' });
    appStore.set(currentStudySessionAtom, { ...running, status: 'uploading', timerEndsAt: null });
    for (const status of ['uploading', 'validating', 'break_in_progress', 'completed'] as const) {
      const { error } = await learner.client.from('studysessions').update({ status }).eq('sessionid', running.sessionid);
      if (error) throw error;
    }
    online();
    await refreshSessionInProgress();
    expect(appStore.get(currentStudySessionAtom)).toMatchObject({ sessionid: running.sessionid, status: 'uploading' });

    expect(await sendQueuedCalls()).toEqual({ sent: 0, refused: 1, left: 0 });
    expect(await readRefusalNotices()).toEqual([
      expect.objectContaining({
        learnerId: learner.id,
        about: `Your change to ${running.sessionname}`,
        reason: 'A session cannot move from completed to uploading',
      }),
    ]);
    // The session was completed elsewhere: none is in progress any more.
    await vi.waitFor(() => expect(appStore.get(currentStudySessionAtom)).toBeNull());
    expect((await storedRow(running.sessionid)).status).toBe('completed');
  });

  it('is a pause made before another device resumed the focus: the resume is kept', async () => {
    const running = await runningFocus();
    offline();
    await saveSessionChange(running, { timerEndsAt: null, timerRemainingMs: 900_000 });
    // A moment later the learner resumes the focus on another device, which is online.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const resumedUntil = new Date(IN_25_MINUTES()).toISOString();
    const { error } = await learner.client.rpc('change_study_session', {
      session_id: running.sessionid,
      status: 'focus_in_progress',
      timer_ends_at: resumedUntil,
      made_at: new Date().toISOString(),
    });
    if (error) throw error;
    online();

    expect(await sendQueuedCalls()).toEqual({ sent: 0, refused: 1, left: 0 });
    expect(await readRefusalNotices()).toEqual([
      expect.objectContaining({
        about: `Your change to ${running.sessionname}`,
        reason: 'A newer change of this session, made on another device, is kept',
      }),
    ]);
    expect(timerOfRow(await storedRow(running.sessionid))).toEqual({
      status: 'focus_in_progress',
      timerEndsAt: Date.parse(resumedUntil),
      timerRemainingMs: null,
    });
  });

  it('may be a pause that arrives after the session moved on to its break: the break keeps its timer', async () => {
    const running = await runningFocus();
    offline();
    await saveSessionChange(running, { timerEndsAt: null, timerRemainingMs: 120_000 });
    // Meanwhile the learner finished the focus on another device and is on its break.
    for (const status of ['uploading', 'validating'] as const) {
      const { error } = await learner.client.from('studysessions').update({ status }).eq('sessionid', running.sessionid);
      if (error) throw error;
    }
    const breakEnds = new Date(Date.now() + 5 * 60_000).toISOString();
    const { error } = await learner.client
      .from('studysessions')
      .update({ status: 'break_in_progress', timerendsat: breakEnds })
      .eq('sessionid', running.sessionid);
    if (error) throw error;
    online();

    expect(await sendQueuedCalls()).toEqual({ sent: 0, refused: 1, left: 0 });
    expect((await readRefusalNotices()).map((notice) => notice.reason)).toEqual([
      'A session cannot move from break_in_progress to focus_in_progress',
    ]);
    const row = await storedRow(running.sessionid);
    expect(row).toMatchObject({ status: 'break_in_progress', timerremainingms: null });
    expect(Date.parse(row.timerendsat!)).toBe(Date.parse(breakEnds));
  });
});
