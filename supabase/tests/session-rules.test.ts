import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import {
  as,
  completedSession,
  createLearner,
  FLOW_TO_COMPLETED,
  learner,
  moveSession,
  serviceRole,
  setClock,
  startSession,
} from './support/learners';

// Wednesday 18 November 2026, 10:00 UTC.
const WEDNESDAY = '2026-11-18T10:00:00Z';
const days = (n: number) => n * 86_400_000;
const shift = (instant: string, ms: number) => new Date(Date.parse(instant) + ms).toISOString();

describe.each(ENGINES)('session rules on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());
  beforeEach(() => setClock(t.db, WEDNESDAY));

  const sessionRow = async (sessionid: string) =>
    (
      await t.db.query<Record<string, unknown>>(
        'select * from public.studysessions where sessionid = $1',
        [sessionid],
      )
    ).rows[0]!;

  describe('numbering and names', () => {
    it('numbers sessions per subject and topic from 1 and names them', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      expect((await startSession(t.db, me, 'Biology', 'Cells')).sessionname).toBe(
        'Biology - Cells #1',
      );
      expect((await startSession(t.db, me, 'Biology', 'Cells')).sessionname).toBe(
        'Biology - Cells #2',
      );
      expect((await startSession(t.db, me, 'Biology', 'Genes')).sessionname).toBe(
        'Biology - Genes #1',
      );
      const other = await createLearner(t.db, { plan: 'premium' });
      expect((await startSession(t.db, other, 'Biology', 'Cells')).sequencenumber).toBe(1);
    });

    it('ignores the name, number, status and dates a client sends, and trims subject and topic', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const { rows } = await as(t.db, learner(me), (tx) =>
        tx.query<Record<string, unknown>>(
          `insert into public.studysessions (subjectname, topicname, sessionname, sequencenumber, status)
           values ('  History ', ' Rome  ', 'Hacked', 99, 'completed') returning *`,
        ),
      );
      expect(rows[0]).toMatchObject({
        subjectname: 'History',
        topicname: 'Rome',
        sessionname: 'History - Rome #1',
        sequencenumber: 1,
        status: 'focus_in_progress',
        completedat: null,
        focusdurationminutes: 25,
        breakdurationminutes: 5,
      });
    });

    it('keeps the identity of a session fixed, even for the service role', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      const outcome = await attempt(() =>
        as(t.db, serviceRole, (tx) =>
          tx.query(`update public.studysessions set topicname = 'Other' where sessionid = $1`, [
            session.sessionid,
          ]),
        ),
      );
      expect(outcome).toMatchObject({ ok: false, hint: 'session_identity_fixed' });
      expect((await sessionRow(session.sessionid)).topicname).toBe('Cells');
    });
  });

  describe('status flow', () => {
    it('follows focus, upload, validation, break, completed and stamps completedat', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      await moveSession(t.db, me, session.sessionid, [
        'uploading',
        'validating',
        'break_in_progress',
      ]);
      expect((await sessionRow(session.sessionid)).completedat).toBeNull();
      await setClock(t.db, '2026-11-18T10:40:00Z');
      await moveSession(t.db, me, session.sessionid, ['completed']);
      const row = await sessionRow(session.sessionid);
      expect(row.status).toBe('completed');
      expect(row.completedat).toBe('2026-11-18 10:40:00+00');
    });

    it('creates review stage 1 due the next day when a session completes, once', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await completedSession(t.db, me);
      const { rows } = await t.db.query(
        `select reviewstage, status, to_char(currentreviewduedate, 'YYYY-MM-DD') as due
         from public.reviewcycleentries where sessionid = $1`,
        [session.sessionid],
      );
      expect(rows).toEqual([{ reviewstage: 1, status: 'pending', due: '2026-11-19' }]);
    });

    it('lets an exited session be resumed at validation', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      await moveSession(t.db, me, session.sessionid, [
        'uploading',
        'validating',
        'incomplete',
        'validating',
        'break_in_progress',
        'completed',
      ]);
      expect((await sessionRow(session.sessionid)).status).toBe('completed');
    });

    it.each([
      [[], 'completed'],
      [[], 'incomplete'],
      [[], 'validating'],
      [['uploading'], 'incomplete'],
      [['uploading'], 'break_in_progress'],
      [['uploading', 'validating'], 'completed'],
      [['uploading', 'validating', 'incomplete'], 'completed'],
      [['uploading', 'validating', 'break_in_progress'], 'validating'],
      [[...FLOW_TO_COMPLETED], 'validating'],
      [[...FLOW_TO_COMPLETED], 'focus_in_progress'],
    ])('refuses %j then %s, and changes nothing', async (path, next) => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const session = await startSession(t.db, me);
      await moveSession(t.db, me, session.sessionid, path);
      const before = await sessionRow(session.sessionid);
      const outcome = await attempt(() =>
        moveSession(t.db, me, session.sessionid, [next]).then(() => ({ rowCount: 0, rows: [] })),
      );
      expect(outcome).toMatchObject({ ok: false, hint: 'illegal_status_transition' });
      expect(await sessionRow(session.sessionid)).toEqual(before);
    });
  });

  describe('session limits', () => {
    const tryStart = (userid: string, subject = 'Maths') =>
      attempt(() =>
        as(t.db, learner(userid), (tx) =>
          tx.query(
            `insert into public.studysessions (subjectname, topicname) values ($1, 'Algebra') returning sessionid`,
            [subject],
          ),
        ),
      );

    it('allows 2 a day during the free trial, with the message the home card shows', async () => {
      const me = await createLearner(t.db, { createdAt: shift(WEDNESDAY, -days(10)) });
      expect((await tryStart(me)).ok).toBe(true);
      expect((await tryStart(me)).ok).toBe(true);
      expect(await tryStart(me)).toMatchObject({
        ok: false,
        code: 'P0001',
        message: 'Session limit reached for today',
        hint: 'session_limit_today',
      });
      await setClock(t.db, shift(WEDNESDAY, days(1)));
      expect((await tryStart(me)).ok).toBe(true);
    });

    it('allows 2 a week after the trial, counting from Monday', async () => {
      const me = await createLearner(t.db, { createdAt: shift(WEDNESDAY, -days(60)) });
      await setClock(t.db, '2026-11-22T20:00:00Z'); // Sunday
      expect((await tryStart(me)).ok).toBe(true);
      await setClock(t.db, '2026-11-23T08:00:00Z'); // Monday: a new week
      expect((await tryStart(me)).ok).toBe(true);
      await setClock(t.db, '2026-11-24T08:00:00Z');
      expect((await tryStart(me)).ok).toBe(true);
      expect(await tryStart(me)).toMatchObject({
        ok: false,
        message: 'Session limit reached for this week',
        hint: 'session_limit_week',
      });
    });

    it('reads the limits from the plan data', async () => {
      // A new plan is a new word of the plan_name type, then its row of limits.
      await t.db.query(`alter type public.plan_name add value 'three-a-week'`);
      await t.db.query(
        `insert into public.subscriptionplans (planname, maxsessionsperday, maxsessionsperweek) values ('three-a-week', 5, 3)`,
      );
      const me = await createLearner(t.db);
      await t.db.query(
        `update public.users set subscription_plan = 'three-a-week' where userid = $1`,
        [me],
      );
      for (const day of [0, 0, 1]) {
        await setClock(t.db, shift(WEDNESDAY, days(day)));
        expect((await tryStart(me)).ok).toBe(true);
      }
      expect(await tryStart(me)).toMatchObject({
        ok: false,
        message: 'Session limit reached for this week',
      });
    });

    it.each(['premium', 'free-for-life'] as const)('puts no limit on %s', async (plan) => {
      const me = await createLearner(t.db, { plan, createdAt: shift(WEDNESDAY, -days(100)) });
      for (let i = 0; i < 6; i += 1) expect((await tryStart(me)).ok).toBe(true);
    });

    it('counts the sessions a learner created, not those of others', async () => {
      const me = await createLearner(t.db);
      const other = await createLearner(t.db);
      await tryStart(other);
      await tryStart(other);
      expect((await tryStart(me)).ok).toBe(true);
    });

    it('lets exactly 2 of 20 parallel starts through', async () => {
      const me = await createLearner(t.db);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => tryStart(me, `Subject ${i}`)),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
      expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.message)).toEqual(
        Array(18).fill('Session limit reached for today'),
      );
      const { rows } = await t.db.query<{ n: number }>(
        'select count(*)::integer as n from public.studysessions where userid = $1',
        [me],
      );
      expect(rows[0]!.n).toBe(2);
    });

    it('numbers parallel starts of one topic without gaps or duplicates', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      const outcomes = await Promise.all(Array.from({ length: 10 }, () => tryStart(me)));
      expect(outcomes.every((o) => o.ok)).toBe(true);
      const { rows } = await t.db.query<{ n: number }>(
        'select sequencenumber as n from public.studysessions where userid = $1 order by 1',
        [me],
      );
      expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });
  });
});
