import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudySessionRow } from './session-state';

// The server's rows, as the learner may see them.
let rows: StudySessionRow[] = [];
let answerGate: Promise<void> = Promise.resolve();
const updates: { values: unknown; sessionid: unknown }[] = [];

function row(sessionid: string, status: string, createdat: string, timer: Partial<StudySessionRow> = {}): StudySessionRow {
  return {
    sessionid, userid: 'me', sessionname: `Biology - Cells #${sessionid}`, subjectname: 'Biology', topicname: 'Cells', status,
    focusdurationminutes: 25, breakdurationminutes: 5, sequencenumber: 1, isfavorite: false, createdat, updatedat: createdat,
    completedat: null, lastreviewedat: null, masteredat: null, study_day: '2026-11-25', timerendsat: null, timerremainingms: null, ...timer,
  };
}

const IN_PROGRESS = ['focus_in_progress', 'uploading', 'validating', 'break_in_progress'];
const client = {
  rpc: () => ({
    maybeSingle: async () => {
      const newest = rows.filter((r) => IN_PROGRESS.includes(r.status)).sort((a, b) => b.createdat.localeCompare(a.createdat))[0];
      // The answer as the server read it, before anything written while it travels.
      const answer = newest ? { ...newest } : null;
      await answerGate;
      return { data: answer, error: null };
    },
  }),
  from: () => ({
    select: () => ({
      eq: (_column: string, id: string) => ({ maybeSingle: async () => ({ data: rows.find((r) => r.sessionid === id) ?? null, error: null }) }),
    }),
    update: (values: Record<string, unknown>) => ({
      eq: async (_column: string, sessionid: string) => {
        updates.push({ values, sessionid });
        const stored = rows.find((r) => r.sessionid === sessionid);
        if (stored) Object.assign(stored, values);
        return { error: null };
      },
    }),
  }),
};
vi.mock('../client', () => ({ getSupabase: () => client }));

const { appStore } = await import('../providers');
const { currentStudySessionAtom } = await import('./current-session');
const { refreshSessionInProgress, saveSessionChange, sessionInProgressCheckedAtom } = await import('./session-in-progress');
const { sessionFromRow } = await import('./session-state');

const DEADLINE = '2026-11-25T10:25:00.000Z';

describe("this device's copy of the session in progress", () => {
  beforeEach(() => {
    rows = [];
    updates.length = 0;
    answerGate = Promise.resolve();
    appStore.set(currentStudySessionAtom, null);
  });

  it('takes the session another device started, with its deadline, and says the server answered', async () => {
    rows = [row('1', 'focus_in_progress', '2026-11-25T10:00:00Z', { timerendsat: DEADLINE })];
    await refreshSessionInProgress();
    expect(appStore.get(currentStudySessionAtom)).toMatchObject({ sessionid: '1', status: 'focus_in_progress', timerEndsAt: Date.parse(DEADLINE) });
    expect(appStore.get(sessionInProgressCheckedAtom)).toBe(true);
  });

  it('is cleared when the session was discarded or finished elsewhere', async () => {
    appStore.set(currentStudySessionAtom, sessionFromRow(row('1', 'validating', '2026-11-25T10:00:00Z')));
    rows = [row('1', 'incomplete', '2026-11-25T10:00:00Z')];
    await refreshSessionInProgress();
    expect(appStore.get(currentStudySessionAtom)).toBeNull();
  });

  it('keeps an older session this device works on while it is still in progress', async () => {
    rows = [row('old', 'uploading', '2026-11-25T09:00:00Z'), row('new', 'focus_in_progress', '2026-11-25T10:00:00Z')];
    appStore.set(currentStudySessionAtom, sessionFromRow(row('old', 'focus_in_progress', '2026-11-25T09:00:00Z')));
    await refreshSessionInProgress();
    expect(appStore.get(currentStudySessionAtom)).toMatchObject({ sessionid: 'old', status: 'uploading' });
  });

  it('writes a pause to the server and keeps it when a check that started before it answers late', async () => {
    rows = [row('1', 'focus_in_progress', '2026-11-25T10:00:00Z', { timerendsat: DEADLINE })];
    await refreshSessionInProgress();
    let answer = () => undefined as void;
    answerGate = new Promise((resolve) => (answer = resolve));
    const staleCheck = refreshSessionInProgress();
    const running = appStore.get(currentStudySessionAtom)!;
    await saveSessionChange(running, { timerEndsAt: null, timerRemainingMs: 600_000 });
    expect(updates).toEqual([{ sessionid: '1', values: { timerendsat: null, timerremainingms: 600_000 } }]);
    answer();
    await staleCheck;
    expect(appStore.get(currentStudySessionAtom)).toMatchObject({ timerEndsAt: null, timerRemainingMs: 600_000 });
  });
});
