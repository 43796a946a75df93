import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentStudySession, StudySessionStatus } from './current-session';

interface Call {
  table: string;
  action: 'select' | 'update' | 'delete';
  values?: unknown;
  filter?: [string, unknown];
}

const calls: Call[] = [];
let storedStatus: StudySessionStatus | null = 'focus_in_progress';
let failWrites = false;

function table(name: string) {
  const call: Call = { table: name, action: 'select' };
  const builder = {
    select: () => builder,
    update: (values: unknown) => Object.assign(call, { action: 'update', values }) && builder,
    delete: () => Object.assign(call, { action: 'delete' }) && builder,
    eq: (column: string, value: unknown) => {
      call.filter = [column, value];
      calls.push(call);
      if (call.action === 'select') return builder;
      return Promise.resolve({ error: failWrites ? { message: 'denied' } : null });
    },
    maybeSingle: () => Promise.resolve({ data: storedStatus ? { status: storedStatus } : null, error: null }),
  };
  return builder;
}

vi.mock('../client', () => ({ getSupabase: () => ({ from: table }) }));

const { discardStudySession } = await import('./discard-session');
const { appStore } = await import('../providers');
const { currentStudySessionAtom } = await import('./current-session');

function session(status: StudySessionStatus, reviewstage = 0): CurrentStudySession {
  return {
    sessionid: 's-1', sessionname: 'Biology - Cells #1', subjectname: 'Biology', topicname: 'Cells', status,
    focusdurationminutes: 25, breakdurationminutes: 5, reviewstage, timerEndsAt: null, timerRemainingMs: null,
  };
}

async function discard(status: StudySessionStatus, reviewstage = 0) {
  storedStatus = status;
  appStore.set(currentStudySessionAtom, session(status, reviewstage));
  const page = await discardStudySession(session(status, reviewstage));
  return { page, writes: calls.filter((call) => call.action !== 'select') };
}

describe('discarding the current study session (specification section 4)', () => {
  beforeEach(() => {
    calls.length = 0;
    failWrites = false;
    localStorage.clear();
  });

  it.each(['focus_in_progress', 'uploading'] as const)('deletes it during %s and goes home', async (status) => {
    const { page, writes } = await discard(status);
    expect(writes).toEqual([{ table: 'studysessions', action: 'delete', filter: ['sessionid', 's-1'] }]);
    expect(page).toBe('home');
    expect(appStore.get(currentStudySessionAtom)).toBeNull();
  });

  it('marks it completed during the break', async () => {
    const { page, writes } = await discard('break_in_progress');
    expect(writes).toEqual([{ table: 'studysessions', action: 'update', values: { status: 'completed' }, filter: ['sessionid', 's-1'] }]);
    expect(page).toBe('home');
  });

  it('marks it incomplete during validation', async () => {
    const { page, writes } = await discard('validating');
    expect(writes).toEqual([{ table: 'studysessions', action: 'update', values: { status: 'incomplete' }, filter: ['sessionid', 's-1'] }]);
    expect(page).toBe('home');
  });

  it('sends a review in validation back to the pending reviews, changing nothing', async () => {
    const { page, writes } = await discard('validating', 2);
    expect(writes).toEqual([]);
    expect(page).toBe('pendingReviews');
  });

  it('sends an already completed session to the completed sessions', async () => {
    const { page, writes } = await discard('completed');
    expect(writes).toEqual([]);
    expect(page).toBe('completedSessions');
  });

  it('follows the phase the database has, not a stale cached one', async () => {
    storedStatus = 'break_in_progress';
    const page = await discardStudySession(session('validating'));
    expect(calls.filter((call) => call.action !== 'select')).toEqual([
      { table: 'studysessions', action: 'update', values: { status: 'completed' }, filter: ['sessionid', 's-1'] },
    ]);
    expect(page).toBe('home');
  });

  it('keeps the session and says so when the database refuses', async () => {
    failWrites = true;
    storedStatus = 'validating';
    appStore.set(currentStudySessionAtom, session('validating'));
    await expect(discardStudySession(session('validating'))).rejects.toThrow('Error updating session status');
    expect(appStore.get(currentStudySessionAtom)?.sessionid).toBe('s-1');
  });
});
