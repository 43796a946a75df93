import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createStudySession,
  network,
  signInApp,
  signUpLearner,
  type StackLearner,
} from '@aayra/tests/component-stack';
import { appStore } from '../providers';
import { currentStudySessionAtom } from './current-session';
import { refreshSessionInProgress, saveSessionChange, sessionInProgressCheckedAtom } from './session-in-progress';
import { sessionFromRow } from './session-state';

/** The learner's other device: a client of its own, signed in as the same learner. */
let learner: StackLearner;
beforeAll(async () => {
  learner = await signUpLearner({ plan: 'premium' });
  await signInApp(learner);
});
beforeEach(async () => {
  // Each test starts with no session in progress on the server or on this device.
  const { error } = await learner.client
    .from('studysessions')
    .delete()
    .in('status', ['focus_in_progress', 'uploading']);
  if (error) throw error;
  await learner.client.from('studysessions').update({ status: 'incomplete' }).eq('status', 'validating');
  await learner.client.from('studysessions').update({ status: 'completed' }).eq('status', 'break_in_progress');
  appStore.set(currentStudySessionAtom, null);
});
afterEach(() => network.up());

async function storedRow(sessionid: string) {
  const { data, error } = await learner.client.from('studysessions').select('*').eq('sessionid', sessionid).single();
  if (error) throw error;
  return data;
}

describe("this device's copy of the session in progress", () => {
  it('takes the session another device started, with its deadline, and says the server answered', async () => {
    const started = await createStudySession(learner, 'focus_in_progress');
    const deadline = new Date(Date.now() + 25 * 60_000).toISOString();
    await learner.client.from('studysessions').update({ timerendsat: deadline }).eq('sessionid', started.sessionid);
    await refreshSessionInProgress();
    expect(appStore.get(currentStudySessionAtom)).toMatchObject({
      sessionid: started.sessionid,
      status: 'focus_in_progress',
      timerEndsAt: Date.parse(deadline),
    });
    expect(appStore.get(sessionInProgressCheckedAtom)).toBe(true);
  });

  it('is cleared when the session was discarded or finished elsewhere', async () => {
    const session = await createStudySession(learner, 'validating');
    appStore.set(currentStudySessionAtom, sessionFromRow(session));
    await learner.client.from('studysessions').update({ status: 'incomplete' }).eq('sessionid', session.sessionid);
    await refreshSessionInProgress();
    expect(appStore.get(currentStudySessionAtom)).toBeNull();
  });

  it('keeps an older session this device works on while it is still in progress', async () => {
    const old = await createStudySession(learner, 'focus_in_progress', { topic: 'Older' });
    appStore.set(currentStudySessionAtom, sessionFromRow(old));
    await learner.client.from('studysessions').update({ status: 'uploading' }).eq('sessionid', old.sessionid);
    await createStudySession(learner, 'focus_in_progress', { topic: 'Newer' });
    await refreshSessionInProgress();
    expect(appStore.get(currentStudySessionAtom)).toMatchObject({ sessionid: old.sessionid, status: 'uploading' });
  });

  it('writes a pause to the server and keeps it when a check that started before it answers late', async () => {
    const started = await createStudySession(learner, 'focus_in_progress');
    await learner.client
      .from('studysessions')
      .update({ timerendsat: new Date(Date.now() + 25 * 60_000).toISOString() })
      .eq('sessionid', started.sessionid);
    await refreshSessionInProgress();
    // The check leaves first; the connection is slow, so the pause is written while it travels.
    const release = network.hold();
    const staleCheck = refreshSessionInProgress();
    const running = appStore.get(currentStudySessionAtom)!;
    const pausing = saveSessionChange(running, { timerEndsAt: null, timerRemainingMs: 600_000 });
    release();
    await pausing;
    await staleCheck;
    expect(appStore.get(currentStudySessionAtom)).toMatchObject({ timerEndsAt: null, timerRemainingMs: 600_000 });
    expect(await storedRow(started.sessionid)).toMatchObject({ timerendsat: null, timerremainingms: 600_000 });
  });
});
