import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createStudySession,
  network,
  signInApp,
  signUpLearner,
  type StackLearner,
} from '@aayra/tests/component-stack';
import { appStore } from '../providers';
import { currentStudySessionAtom, type StudySessionStatus } from './current-session';
import { discardStudySession } from './discard-session';
import { sessionFromRow } from './session-state';

type Phase = Exclude<StudySessionStatus, 'incomplete'>;

let learner: StackLearner;
beforeAll(async () => {
  // Premium: the file starts more sessions than a free day allows.
  learner = await signUpLearner({ plan: 'premium' });
  await signInApp(learner);
});
afterEach(() => {
  network.up();
  vi.restoreAllMocks();
});

/** The session's row as the learner's other client reads it; null once it is gone. */
async function storedStatus(sessionid: string) {
  const { data, error } = await learner.client.from('studysessions').select('status').eq('sessionid', sessionid).maybeSingle();
  if (error) throw error;
  return data?.status ?? null;
}

/** A session in the given phase on the server, and this device's copy of it (the copy may say otherwise). */
async function sessionIn(phase: Phase, { deviceSays = phase, reviewstage = 0 }: { deviceSays?: Phase; reviewstage?: number } = {}) {
  const row = await createStudySession(learner, phase);
  const copy = { ...sessionFromRow(row, reviewstage), status: deviceSays };
  appStore.set(currentStudySessionAtom, copy);
  return copy;
}

describe('discarding the current study session', () => {
  it.each(['focus_in_progress', 'uploading'] as const)('deletes it during %s and goes home', async (phase) => {
    const session = await sessionIn(phase);
    expect(await discardStudySession(session)).toBe('home');
    expect(await storedStatus(session.sessionid)).toBeNull();
    expect(appStore.get(currentStudySessionAtom)).toBeNull();
  });

  it('marks it completed during the break', async () => {
    const session = await sessionIn('break_in_progress');
    expect(await discardStudySession(session)).toBe('home');
    expect(await storedStatus(session.sessionid)).toBe('completed');
  });

  it('marks it incomplete during validation', async () => {
    const session = await sessionIn('validating');
    expect(await discardStudySession(session)).toBe('home');
    expect(await storedStatus(session.sessionid)).toBe('incomplete');
  });

  it('sends a review in validation back to the pending reviews, changing nothing', async () => {
    const session = await sessionIn('validating', { reviewstage: 2 });
    expect(await discardStudySession(session)).toBe('pendingReviews');
    expect(await storedStatus(session.sessionid)).toBe('validating');
  });

  it('sends an already completed session to the completed sessions', async () => {
    const session = await sessionIn('completed');
    expect(await discardStudySession(session)).toBe('completedSessions');
    expect(await storedStatus(session.sessionid)).toBe('completed');
  });

  it('follows the phase the database has, not a stale cached one', async () => {
    const session = await sessionIn('break_in_progress', { deviceSays: 'validating' });
    expect(await discardStudySession(session)).toBe('home');
    expect(await storedStatus(session.sessionid)).toBe('completed');
  });

  it('keeps the session and says so when the database cannot be reached', async () => {
    const session = await sessionIn('validating');
    network.down();
    await expect(discardStudySession(session)).rejects.toThrow('Error updating session status');
    expect(appStore.get(currentStudySessionAtom)?.sessionid).toBe(session.sessionid);
    network.up();
    expect(await storedStatus(session.sessionid)).toBe('validating');
  });
});
