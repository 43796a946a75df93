import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall } from './support/api-call';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, createLearner, FLOW_TO_COMPLETED, learner, moveSession, setClock, startSession } from './support/learners';

// Wednesday 18 November 2026, 10:00 UTC.
const WEDNESDAY = '2026-11-18T10:00:00Z';
const IN_25_MINUTES = '2026-11-18T10:25:00Z';

interface TimerRow {
  sessionid: string;
  status: string;
  timerendsat: string | null;
  timerremainingms: number | null;
}

describe.each(ENGINES)('the session in progress on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());
  beforeEach(() => setClock(t.db, WEDNESDAY));

  const inProgress = async (userid: string) =>
    (
      await as(t.db, learner(userid), (tx) =>
        tx.query<TimerRow>(
          `select sessionid, status, to_char(timerendsat at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as timerendsat, timerremainingms
           from public.get_session_in_progress()`,
        ),
      )
    ).rows;

  const setTimer = (userid: string, sessionid: string, set: string, params: unknown[] = []) =>
    attempt(() =>
      as(t.db, learner(userid), (tx) =>
        tx.query(`update public.studysessions set ${set} where sessionid = $1 returning sessionid`, [sessionid, ...params]),
      ),
    );

  const timerOf = async (sessionid: string) =>
    (
      await t.db.query<{ timerendsat: string | null; timerremainingms: number | null }>(
        `select to_char(timerendsat at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as timerendsat, timerremainingms
         from public.studysessions where sessionid = $1`,
        [sessionid],
      )
    ).rows[0]!;

  describe('reading it', () => {
    it('is the newest session in focus, upload, validation or break, whatever device started it', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      expect(await inProgress(me)).toEqual([]);
      const older = await startSession(t.db, me, 'History', 'Rome');
      await setClock(t.db, '2026-11-18T10:05:00Z');
      const newer = await startSession(t.db, me, 'Biology', 'Cells');
      expect((await inProgress(me)).map((row) => row.sessionid)).toEqual([newer.sessionid]);
      for (const status of ['uploading', 'validating', 'break_in_progress']) {
        await moveSession(t.db, me, newer.sessionid, [status]);
        expect(await inProgress(me)).toMatchObject([{ sessionid: newer.sessionid, status }]);
      }
      // Once it is completed, the older one still in focus is the one to continue.
      await moveSession(t.db, me, newer.sessionid, ['completed']);
      expect(await inProgress(me)).toMatchObject([{ sessionid: older.sessionid, status: 'focus_in_progress' }]);
    });

    it('is never an incomplete or completed session', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const exited = await startSession(t.db, me);
      await moveSession(t.db, me, exited.sessionid, ['uploading', 'validating', 'incomplete']);
      expect(await inProgress(me)).toEqual([]);
    });

    it('comes back with its timer a day after the tab was closed mid-focus', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      expect((await setTimer(me, session.sessionid, 'timerendsat = $2', [IN_25_MINUTES])).ok).toBe(true);
      await setClock(t.db, '2026-11-19T18:00:00Z');
      expect(await inProgress(me)).toEqual([
        { sessionid: session.sessionid, status: 'focus_in_progress', timerendsat: IN_25_MINUTES, timerremainingms: null },
      ]);
    });

    it('shows a learner only its own session, and nothing to a visitor', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const other = await createLearner(t.db, { plan: 'premium' });
      await startSession(t.db, other);
      expect(await inProgress(me)).toEqual([]);
      const visitor = await attempt(() => as(t.db, anon, (tx) => tx.query('select * from public.get_session_in_progress()')));
      expect(visitor).toMatchObject({ ok: false, code: '42501' });
    });
  });

  describe('its timer', () => {
    it('is written with the session: started, paused, resumed', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const { rows } = await as(t.db, learner(me), (tx) =>
        tx.query<{ sessionid: string }>(
          `insert into public.studysessions (subjectname, topicname, timerendsat) values ('Biology', 'Cells', $1) returning sessionid`,
          [IN_25_MINUTES],
        ),
      );
      const sessionid = rows[0]!.sessionid;
      expect(await timerOf(sessionid)).toEqual({ timerendsat: IN_25_MINUTES, timerremainingms: null });
      expect((await setTimer(me, sessionid, 'timerendsat = null, timerremainingms = 600000')).ok).toBe(true);
      expect(await timerOf(sessionid)).toEqual({ timerendsat: null, timerremainingms: 600_000 });
      expect((await setTimer(me, sessionid, 'timerendsat = $2, timerremainingms = null', [IN_25_MINUTES])).ok).toBe(true);
      expect(await timerOf(sessionid)).toEqual({ timerendsat: IN_25_MINUTES, timerremainingms: null });
    });

    it('ends with its phase, and the break deadline is written with the move to the break', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      await setTimer(me, session.sessionid, 'timerendsat = $2', [IN_25_MINUTES]);
      await moveSession(t.db, me, session.sessionid, ['uploading']);
      expect(await timerOf(session.sessionid)).toEqual({ timerendsat: null, timerremainingms: null });
      await moveSession(t.db, me, session.sessionid, ['validating']);
      const breakEnds = '2026-11-18T10:35:00Z';
      const moved = await setTimer(me, session.sessionid, `status = 'break_in_progress', timerendsat = $2`, [breakEnds]);
      expect(moved.ok).toBe(true);
      expect(await timerOf(session.sessionid)).toEqual({ timerendsat: breakEnds, timerremainingms: null });
      await moveSession(t.db, me, session.sessionid, ['completed']);
      expect(await timerOf(session.sessionid)).toEqual({ timerendsat: null, timerremainingms: null });
    });

    it.each([
      ['running and paused at once', 'timerendsat = $2, timerremainingms = 1000', 'A session\'s timer is either running or paused, not both'],
      ['a negative time left', 'timerremainingms = -1', 'The time left must be between zero and the phase\'s duration'],
      ['more time left than the focus lasts', 'timerremainingms = 25 * 60000 + 1', 'The time left must be between zero and the phase\'s duration'],
    ])('refuses %s', async (_case, set, message) => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      const params = set.includes('$2') ? [IN_25_MINUTES] : [];
      expect(await setTimer(me, session.sessionid, set, params)).toMatchObject({ ok: false, code: '23514', message });
      expect(await timerOf(session.sessionid)).toEqual({ timerendsat: null, timerremainingms: null });
    });

    it('refuses a timer in upload and validation', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      await moveSession(t.db, me, session.sessionid, ['uploading']);
      expect(await setTimer(me, session.sessionid, 'timerendsat = $2', [IN_25_MINUTES])).toMatchObject({
        ok: false,
        message: 'Only focus and break have a timer',
      });
      await moveSession(t.db, me, session.sessionid, ['validating']);
      expect(await setTimer(me, session.sessionid, 'timerremainingms = 1000')).toMatchObject({
        ok: false,
        message: 'Only focus and break have a timer',
      });
    });

    it('cannot be changed by another learner', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const other = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      const outcome = await setTimer(other, session.sessionid, 'timerremainingms = 1000');
      expect(outcome).toMatchObject({ ok: true, rowCount: 0 });
      expect(await timerOf(session.sessionid)).toEqual({ timerendsat: null, timerremainingms: null });
    });

    it('leaves the rest of the row to the database: only status, favorite and timer are the learner\'s', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      const outcome = await setTimer(me, session.sessionid, 'focusdurationminutes = 180');
      expect(outcome).toMatchObject({ ok: false, code: '42501' });
    });
  });

  describe('changing it with change_study_session', () => {
    const FOCUS = 'focus_in_progress';
    const change = (userid: string, sessionid: string, args: Record<string, unknown>) =>
      attempt(() => as(t.db, learner(userid), (tx) => apiCall(tx, 'change_study_session', { session_id: sessionid, ...args }, 'sessionid, status')));
    const rowOf = async (sessionid: string) =>
      (await t.db.query<Record<string, unknown>>('select * from public.studysessions where sessionid = $1', [sessionid])).rows[0]!;

    it('writes the phase and the timer it is given and returns the row', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      expect(await change(me, session.sessionid, { status: FOCUS, timer_ends_at: IN_25_MINUTES })).toMatchObject({
        ok: true,
        rows: [{ sessionid: session.sessionid, status: FOCUS }],
      });
      expect(await timerOf(session.sessionid)).toEqual({ timerendsat: IN_25_MINUTES, timerremainingms: null });
      // A pause: the deadline goes, the time left comes; the phase stays.
      expect((await change(me, session.sessionid, { status: FOCUS, timer_remaining_ms: 600_000 })).ok).toBe(true);
      expect(await timerOf(session.sessionid)).toEqual({ timerendsat: null, timerremainingms: 600_000 });
      expect((await rowOf(session.sessionid)).status).toBe(FOCUS);
      // A phase change without a timer ends the timer.
      expect((await change(me, session.sessionid, { status: 'uploading' })).ok).toBe(true);
      expect(await rowOf(session.sessionid)).toMatchObject({ status: 'uploading', timerendsat: null, timerremainingms: null });
    });

    it('moves to the break with its deadline in one change', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      await moveSession(t.db, me, session.sessionid, ['uploading', 'validating']);
      const breakEnds = '2026-11-18T10:05:00Z';
      expect((await change(me, session.sessionid, { status: 'break_in_progress', timer_ends_at: breakEnds })).ok).toBe(true);
      expect(await timerOf(session.sessionid)).toEqual({ timerendsat: breakEnds, timerremainingms: null });
    });

    it('counts a change sent twice once', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      const pause = { status: FOCUS, timer_remaining_ms: 600_000 };
      expect((await change(me, session.sessionid, pause)).ok).toBe(true);
      const paused = await rowOf(session.sessionid);
      expect((await change(me, session.sessionid, pause)).ok).toBe(true);
      expect(await rowOf(session.sessionid)).toEqual(paused);

      await moveSession(t.db, me, session.sessionid, ['uploading', 'validating', 'break_in_progress']);
      await setClock(t.db, '2026-11-18T10:40:00Z');
      expect((await change(me, session.sessionid, { status: 'completed' })).ok).toBe(true);
      const completed = await rowOf(session.sessionid);
      await setClock(t.db, '2026-11-18T10:45:00Z');
      // The same completion again is no move: completedat and the review stage stay as they were.
      expect((await change(me, session.sessionid, { status: 'completed' })).ok).toBe(true);
      expect(await rowOf(session.sessionid)).toMatchObject({ status: 'completed', completedat: completed.completedat });
      const stages = await t.db.query('select reviewstage from public.reviewcycleentries where sessionid = $1', [session.sessionid]);
      expect(stages.rows).toEqual([{ reviewstage: 1 }]);
    });

    it('refuses a change from a device that fell behind, and changes nothing', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      // This device's focus ended offline; meanwhile another device took the session to completed.
      await moveSession(t.db, me, session.sessionid, [...FLOW_TO_COMPLETED]);
      const before = await rowOf(session.sessionid);
      expect(await change(me, session.sessionid, { status: 'uploading' })).toMatchObject({
        ok: false,
        hint: 'illegal_status_transition',
        message: 'A session cannot move from completed to uploading',
      });
      expect(await change(me, session.sessionid, { status: 'completed', timer_remaining_ms: 600_000 })).toMatchObject({
        ok: false,
        message: 'Only focus and break have a timer',
      });
      expect(await rowOf(session.sessionid)).toEqual(before);
    });

    it('applies a timer change sent with its phase only while the session is in that phase', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      const pause = { status: FOCUS, timer_remaining_ms: 120_000 };
      expect((await change(me, session.sessionid, pause)).ok).toBe(true);
      expect(await timerOf(session.sessionid)).toEqual({ timerendsat: null, timerremainingms: 120_000 });
      // The focus ended on another device and the break is running: the focus's pause is stale.
      await moveSession(t.db, me, session.sessionid, ['uploading', 'validating']);
      expect((await change(me, session.sessionid, { status: 'break_in_progress', timer_ends_at: IN_25_MINUTES })).ok).toBe(true);
      const before = await rowOf(session.sessionid);
      expect(await change(me, session.sessionid, pause)).toMatchObject({ ok: false, hint: 'illegal_status_transition' });
      expect(await rowOf(session.sessionid)).toEqual(before);
    });

    it.each([
      ['a status of null', { status: null }, "A session change must say the session's status"],
      ['a status that is not one', { status: 'paused' }, "A session change's status must be one of focus_in_progress, uploading, validating, break_in_progress, completed, incomplete"],
      ['time left below zero', { status: FOCUS, timer_remaining_ms: -1 }, "A session change's time left cannot be below zero"],
    ])('refuses %s with a clear error, and changes nothing', async (_case, args, message) => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      const before = await rowOf(session.sessionid);
      expect(await change(me, session.sessionid, args)).toMatchObject({ ok: false, code: '22023', hint: 'invalid_session_change', message });
      expect(await rowOf(session.sessionid)).toEqual(before);
    });

    it.each([
      ['a deadline that is not an instant', { timer_ends_at: 'soon' }],
      ['a deadline as a number', { timer_ends_at: 1_790_000_000_000 }],
      ['a fraction of a millisecond', { timer_remaining_ms: 1.5 }],
      ['time left as words', { timer_remaining_ms: 'a minute' }],
    ])('refuses %s before the function runs (the argument\'s type), and changes nothing', async (_case, args) => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      const before = await rowOf(session.sessionid);
      const outcome = await change(me, session.sessionid, { status: FOCUS, ...args });
      expect(outcome.ok).toBe(false);
      expect(outcome.ok ? undefined : outcome.code).toMatch(/^22/);
      expect(await rowOf(session.sessionid)).toEqual(before);
    });

    it('resumes a paused focus: the deadline sent, no time left', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      expect((await change(me, session.sessionid, { status: FOCUS, timer_remaining_ms: 600_000 })).ok).toBe(true);
      expect((await change(me, session.sessionid, { status: FOCUS, timer_ends_at: IN_25_MINUTES })).ok).toBe(true);
      expect(await timerOf(session.sessionid)).toEqual({ timerendsat: IN_25_MINUTES, timerremainingms: null });
    });

    it('keeps the change made last when another, made before it, arrives later', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      await setClock(t.db, '2026-11-18T10:10:00Z');
      // One device resumed the focus at 10:05; another, offline since it paused at 10:02, comes back.
      const resume = { status: FOCUS, timer_ends_at: IN_25_MINUTES, made_at: '2026-11-18T10:05:00Z' };
      expect((await change(me, session.sessionid, resume)).ok).toBe(true);
      const resumed = await rowOf(session.sessionid);
      const stale = await change(me, session.sessionid, { status: FOCUS, timer_remaining_ms: 900_000, made_at: '2026-11-18T10:02:00Z' });
      expect(stale).toMatchObject({ ok: false, hint: 'stale_session_change', message: 'A newer change of this session, made on another device, is kept' });
      expect(await rowOf(session.sessionid)).toEqual(resumed);
      // The resume sent again counts once; a change made after it is taken.
      expect((await change(me, session.sessionid, resume)).ok).toBe(true);
      expect((await change(me, session.sessionid, { status: FOCUS, timer_remaining_ms: 600_000, made_at: '2026-11-18T10:09:00Z' })).ok).toBe(true);
      expect(await timerOf(session.sessionid)).toEqual({ timerendsat: null, timerremainingms: 600_000 });
      // A device clock running ahead cannot place its change after the database's now.
      expect((await change(me, session.sessionid, { status: FOCUS, timer_remaining_ms: 500_000, made_at: '2026-11-18T11:00:00Z' })).ok).toBe(true);
      expect(Date.parse(String((await rowOf(session.sessionid)).changemadeat))).toBe(Date.parse('2026-11-18T10:10:00Z'));
    });

    it('refuses what the timer checks refuse, as an update of the row', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      expect(await change(me, session.sessionid, { status: FOCUS, timer_remaining_ms: 25 * 60_000 + 1 })).toMatchObject({
        ok: false,
        code: '23514',
        message: 'The time left must be between zero and the phase\'s duration',
      });
      expect(await change(me, session.sessionid, { status: 'completed' })).toMatchObject({ ok: false, hint: 'illegal_status_transition' });
    });

    it('cannot change another learner\'s session, and is not a visitor\'s to call', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const other = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      const before = await rowOf(session.sessionid);
      expect(await change(other, session.sessionid, { status: FOCUS, timer_remaining_ms: 1000 })).toMatchObject({
        ok: false,
        code: 'P0002',
        hint: 'session_not_found',
        message: 'Session not found',
      });
      const visitor = await attempt(() =>
        as(t.db, anon, (tx) => apiCall(tx, 'change_study_session', { session_id: session.sessionid, status: FOCUS, timer_remaining_ms: 1000 })),
      );
      expect(visitor).toMatchObject({ ok: false, code: '42501' });
      expect(await rowOf(session.sessionid)).toEqual(before);
    });
  });
});
