import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import {
  as,
  createLearner,
  learner,
  moveSession,
  setClock,
  startSession,
} from './support/learners';

/**
 * Learners far from UTC at 23:30 local time: every "today", "this week", due date and streak must
 * follow their own calendar, where UTC would put them on another day (or week).
 */
const HONOLULU = 'Pacific/Honolulu'; // UTC-10
const TONGATAPU = 'Pacific/Tongatapu'; // UTC+13

describe.each(ENGINES)('learner time zones on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());

  async function completeAt(userid: string, instant: string, subject = 'Music') {
    await setClock(t.db, instant);
    const session = await startSession(t.db, userid, subject, 'Scales');
    await moveSession(t.db, userid, session.sessionid, [
      'uploading',
      'validating',
      'break_in_progress',
      'completed',
    ]);
    return session;
  }
  const tryStart = (userid: string) =>
    attempt(() =>
      as(t.db, learner(userid), (tx) =>
        tx.query(
          `insert into public.studysessions (subjectname, topicname) values ('Music', 'Chords') returning sessionid`,
        ),
      ),
    );
  const call = <T>(userid: string, fn: string) =>
    as(t.db, learner(userid), (tx) =>
      tx.query<{ result: T }>(`select to_json(public.${fn}()) as result`),
    ).then((r) => r.rows[0]!.result);

  it('uses zones with the offsets these tests assume', async () => {
    const { rows } = await t.db.query(
      `select (timestamp '2026-11-22 23:30' at time zone $1) as honolulu_instant,
              (timestamp '2026-11-24 23:30' at time zone $2) as tongatapu_instant`,
      [HONOLULU, TONGATAPU],
    );
    expect(rows[0]).toMatchObject({
      honolulu_instant: '2026-11-23 09:30:00+00',
      tongatapu_instant: '2026-11-24 10:30:00+00',
    });
  });

  describe('UTC-10 (Honolulu), Sunday 22 November 23:30 local = Monday 09:30 UTC', () => {
    const NOW = '2026-11-23T09:30:00Z';

    it("counts today's sessions in the learner's day and keeps Sunday in the learner's week", async () => {
      const me = await createLearner(t.db, {
        timezone: HONOLULU,
        createdAt: '2026-11-15T00:00:00Z',
      });
      await setClock(t.db, '2026-11-22T10:30:00Z'); // Sunday 00:30 local (Sunday in UTC too)
      expect((await tryStart(me)).ok).toBe(true);
      await setClock(t.db, NOW);
      expect((await tryStart(me)).ok).toBe(true);
      expect(await tryStart(me)).toMatchObject({
        ok: false,
        message: 'Session limit reached for today',
      });
      const home = await call<Record<string, unknown>>(me, 'get_home_dashboard');
      expect(home).toMatchObject({
        today: '2026-11-22',
        usedtoday: 2,
        usedthisweek: 2,
        canstart: false,
        limitreached: 'today',
      });
    });

    it('makes review stage 1 due on the next local day', async () => {
      const me = await createLearner(t.db, { timezone: HONOLULU, plan: 'premium' });
      const session = await completeAt(me, NOW);
      const { rows } = await t.db.query(
        `select to_char(currentreviewduedate, 'YYYY-MM-DD') as due from public.reviewcycleentries where sessionid = $1`,
        [session.sessionid],
      );
      expect(rows).toEqual([{ due: '2026-11-23' }]);
    });

    it('counts the streak on local days', async () => {
      const me = await createLearner(t.db, { timezone: HONOLULU, plan: 'premium' });
      await completeAt(me, '2026-11-20T11:00:00Z'); // Friday 01:00 local
      await completeAt(me, '2026-11-22T09:00:00Z'); // Saturday 23:00 local
      await completeAt(me, NOW); // Sunday 23:30 local
      const stats = await call<Record<string, unknown>>(me, 'get_study_stats');
      expect(stats).toMatchObject({
        streak: 3,
        thisweeksessions: 3,
        daysremaininginweek: 1,
        today: '2026-11-22',
      });
    });
  });

  describe('UTC+13 (Tongatapu), Tuesday 24 November 23:30 local = Tuesday 10:30 UTC', () => {
    const NOW = '2026-11-24T10:30:00Z';

    it("counts this week from the learner's Monday", async () => {
      const me = await createLearner(t.db, {
        timezone: TONGATAPU,
        createdAt: '2026-09-01T00:00:00Z',
      });
      await setClock(t.db, '2026-11-22T11:30:00Z'); // Monday 00:30 local, still Sunday in UTC
      expect((await tryStart(me)).ok).toBe(true);
      await setClock(t.db, '2026-11-22T21:00:00Z'); // Monday 10:00 local
      expect((await tryStart(me)).ok).toBe(true);
      await setClock(t.db, NOW);
      expect(await tryStart(me)).toMatchObject({
        ok: false,
        message: 'Session limit reached for this week',
      });
      const home = await call<Record<string, unknown>>(me, 'get_home_dashboard');
      expect(home).toMatchObject({
        today: '2026-11-24',
        usedtoday: 0,
        usedthisweek: 2,
        limitreached: 'week',
      });
    });

    it('makes a review due at local midnight, while UTC is still on the day before', async () => {
      const me = await createLearner(t.db, { timezone: TONGATAPU, plan: 'premium' });
      const session = await completeAt(me, NOW);
      const entry = await t.db.query<{ entryid: string; due: string }>(
        `select entryid, to_char(currentreviewduedate, 'YYYY-MM-DD') as due from public.reviewcycleentries where sessionid = $1`,
        [session.sessionid],
      );
      expect(entry.rows[0]!.due).toBe('2026-11-25');
      expect(await call<Record<string, unknown>>(me, 'get_home_dashboard')).toMatchObject({
        pendingreviews: 0,
      });
      await setClock(t.db, '2026-11-24T11:30:00Z'); // Wednesday 00:30 local, Tuesday in UTC
      expect(await call<Record<string, unknown>>(me, 'get_home_dashboard')).toMatchObject({
        pendingreviews: 1,
      });
      const done = await attempt(() =>
        as(t.db, learner(me), (tx) =>
          tx.query('select public.complete_review($1)', [entry.rows[0]!.entryid]),
        ),
      );
      expect(done.ok).toBe(true);
    });

    it('counts the streak on local days', async () => {
      const me = await createLearner(t.db, { timezone: TONGATAPU, plan: 'premium' });
      await completeAt(me, '2026-11-22T11:30:00Z'); // Monday 00:30 local, Sunday in UTC
      await completeAt(me, NOW); // Tuesday 23:30 local
      const stats = await call<Record<string, unknown>>(me, 'get_study_stats');
      expect(stats).toMatchObject({
        streak: 2,
        thisweeksessions: 2,
        daysremaininginweek: 6,
        today: '2026-11-24',
      });
    });
  });
});
