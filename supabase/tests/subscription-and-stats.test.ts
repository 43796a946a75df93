import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import {
  anon,
  as,
  completedSession,
  createLearner,
  learner,
  moveSession,
  serviceRole,
  setClock,
  startSession,
} from './support/learners';

const WEDNESDAY = '2026-11-18T10:00:00Z';

describe.each(ENGINES)('subscription status, home and stats on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());
  beforeEach(() => setClock(t.db, WEDNESDAY));

  const status = (caller: Parameters<typeof as>[1], userid: string) =>
    as(t.db, caller, (tx) =>
      tx.query('select * from public.get_user_subscription_status($1)', [userid]),
    ).then((r) => r.rows);
  const call = <T>(userid: string, fn: string) =>
    as(t.db, learner(userid), (tx) =>
      tx.query<{ result: T }>(`select to_json(public.${fn}()) as result`),
    ).then((r) => r.rows[0]!.result);

  describe('get_user_subscription_status', () => {
    it('shows the free trial with its countdown and trial limits', async () => {
      const me = await createLearner(t.db, { createdAt: '2026-11-08T10:00:00Z' });
      expect(await status(learner(me), me)).toEqual([
        {
          plan_name: 'free',
          status: 'trialing',
          start_date: '2026-11-08 10:00:00+00',
          end_date: '2026-12-23 10:00:00+00',
          days_remaining: 35,
          sessions_per_day: 2,
          sessions_per_week: 14,
          ads_enabled: true,
          is_trial: true,
        },
      ]);
    });

    it('shows the free plan after the trial with 2 sessions a week', async () => {
      const me = await createLearner(t.db, { createdAt: '2026-09-01T10:00:00Z' });
      expect(await status(learner(me), me)).toMatchObject([
        {
          plan_name: 'free',
          status: 'trial_ended',
          days_remaining: 0,
          sessions_per_day: 2,
          sessions_per_week: 2,
          is_trial: false,
        },
      ]);
    });

    it.each(['premium', 'free-for-life'])('shows %s without countdown or limits', async (plan) => {
      const me = await createLearner(t.db, { plan: plan as 'premium' });
      expect(await status(learner(me), me)).toMatchObject([
        {
          plan_name: plan,
          status: 'active',
          end_date: null,
          days_remaining: null,
          sessions_per_day: null,
          sessions_per_week: null,
          ads_enabled: false,
          is_trial: false,
        },
      ]);
    });

    it("answers only for the caller's own id (and the service role)", async () => {
      const me = await createLearner(t.db);
      const other = await createLearner(t.db);
      expect(await status(learner(other), me)).toEqual([]);
      expect(await status(serviceRole, me)).toHaveLength(1);
      expect(
        await attempt(() => status(anon, me).then((rows) => ({ rowCount: rows.length, rows }))),
      ).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
  });

  describe('get_home_dashboard', () => {
    it('gives the four counts and the usage against the limits', async () => {
      const me = await createLearner(t.db, { createdAt: '2026-11-01T10:00:00Z' });
      await setClock(t.db, '2026-11-16T09:00:00Z'); // Monday
      const done = await completedSession(t.db, me, 'Maths', 'Sets');
      const exited = await startSession(t.db, me, 'Maths', 'Logic');
      await moveSession(t.db, me, exited.sessionid, ['uploading', 'validating', 'incomplete']);
      await setClock(t.db, WEDNESDAY);
      const validating = await startSession(t.db, me, 'Maths', 'Graphs');
      await moveSession(t.db, me, validating.sessionid, ['uploading', 'validating']);
      expect(done.sessionname).toBe('Maths - Sets #1');
      expect(await call(me, 'get_home_dashboard')).toEqual({
        pendingreviews: 1,
        incompletesessions: 2,
        completedsessions: 1,
        usedtoday: 1,
        usedthisweek: 3,
        dailylimit: 2,
        weeklylimit: 14,
        canstart: true,
        limitreached: null,
        message: null,
        planname: 'free',
        istrial: true,
        today: '2026-11-18',
        timezone: 'UTC',
        streak: 0,
        thisweeksessions: 1,
        weeklygoal: 10,
        duereviews: [
          {
            entryid: expect.any(String),
            sessionid: done.sessionid,
            sessionname: 'Maths - Sets #1',
            subjectname: 'Maths',
            topicname: 'Sets',
            sessioncreatedat: '2026-11-16T09:00:00+00:00',
            reviewstage: 1,
            currentreviewduedate: '2026-11-17',
            isdue: true,
          },
        ],
        limitresetson: null,
      });
      await startSession(t.db, me, 'Maths', 'Sets');
      expect(await call(me, 'get_home_dashboard')).toMatchObject({
        usedtoday: 2,
        canstart: false,
        limitreached: 'today',
        message: 'Session limit reached for today',
        limitresetson: '2026-11-19',
      });
    });

    it('resets a reached limit next Monday once the week is used up, even when today was reached first', async () => {
      // Past the 45-day trial: 2 sessions a day and 2 a week.
      const me = await createLearner(t.db, { createdAt: '2026-09-01T09:00:00Z' });
      await startSession(t.db, me, 'Maths', 'Sets');
      await startSession(t.db, me, 'Maths', 'Logic');
      expect(await call(me, 'get_home_dashboard')).toMatchObject({
        limitreached: 'today',
        limitresetson: '2026-11-23',
      });
      await setClock(t.db, '2026-11-19T09:00:00Z');
      expect(await call(me, 'get_home_dashboard')).toMatchObject({
        limitreached: 'week',
        message: 'Session limit reached for this week',
        limitresetson: '2026-11-23',
      });
    });

    it('is not callable anonymously', async () => {
      const outcome = await attempt(() =>
        as(t.db, anon, (tx) => tx.query('select public.get_home_dashboard()')),
      );
      expect(outcome).toMatchObject({ ok: false, code: '42501' });
    });
  });

  describe('get_study_stats', () => {
    it('counts all-time and this week, the streak, progress against the goal and the completion rate', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      await t.db.query('update public.users set weeklygoal = 20 where userid = $1', [me]);
      // 8 consecutive days ending yesterday (today is still empty), and an older session.
      await setClock(t.db, '2026-11-01T12:00:00Z');
      await completedSession(t.db, me);
      for (let day = 10; day <= 17; day += 1) {
        await setClock(t.db, `2026-11-${day}T12:00:00Z`);
        await completedSession(t.db, me);
      }
      await setClock(t.db, WEDNESDAY);
      const exited = await startSession(t.db, me);
      await moveSession(t.db, me, exited.sessionid, ['uploading', 'validating', 'incomplete']);
      expect(await call(me, 'get_study_stats')).toEqual({
        totalsessions: 9,
        thisweeksessions: 2,
        streak: 8,
        milestone: 7,
        nextmilestone: 15,
        weeklygoal: 20,
        weeklyprogress: 10,
        sessionstogoal: 18,
        completionrate: 90,
        pendingreviews: 9,
        daysremaininginweek: 5,
        today: '2026-11-18',
      });
    });

    it('breaks the streak on a missed day and starts at zero', async () => {
      const me = await createLearner(t.db, { plan: 'premium' });
      expect(await call(me, 'get_study_stats')).toMatchObject({
        totalsessions: 0,
        streak: 0,
        milestone: null,
        completionrate: 0,
        weeklyprogress: 0,
      });
      await setClock(t.db, '2026-11-15T12:00:00Z');
      await completedSession(t.db, me);
      await setClock(t.db, WEDNESDAY);
      await completedSession(t.db, me);
      expect(await call(me, 'get_study_stats')).toMatchObject({
        streak: 1,
        totalsessions: 2,
        thisweeksessions: 1,
      });
    });
  });
});
