import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, type Outcome } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import {
  as,
  createLearner,
  FLOW_TO_COMPLETED,
  learner,
  moveSession,
  serviceRole,
  setClock,
  startSession,
} from './support/learners';

/**
 * A change of time zone takes effect from the learner's next local day: the profile shows the
 * chosen zone at once, and the zone in force follows at the next local midnight of the old one.
 */
const KOLKATA = 'Asia/Kolkata'; // UTC+5:30
const LONDON = 'Europe/London'; // UTC+0 in November
// Wednesday 25 November, 20:00 in Kolkata; Kolkata's midnight is 18:30 UTC.
const EVENING_IN_KOLKATA = '2026-11-25T14:30:00Z';
const KOLKATA_MIDNIGHT = '2026-11-25T18:30:00Z';
const LONDON_MIDNIGHT = '2026-11-26T00:00:00Z';

describe.each(ENGINES)('time zone changes on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());

  const chooseZone = (userid: string, zone: string) =>
    as(t.db, learner(userid), (tx) =>
      tx.query('update public.users set timezone = $2 where userid = $1', [userid, zone]),
    );
  const zoneColumns = async (userid: string) =>
    (
      await t.db.query(
        `select timezone, timezone_in_force, timezone_changes_at from public.users where userid = $1`,
        [userid],
      )
    ).rows[0];
  const tryStart = (userid: string): Promise<Outcome> =>
    attempt(() =>
      as(t.db, learner(userid), (tx) =>
        tx.query(
          `insert into public.studysessions (subjectname, topicname) values ('Law', 'Contracts')
           returning sessionid, to_char(study_day, 'YYYY-MM-DD') as study_day`,
        ),
      ),
    );
  const home = (userid: string) =>
    as(t.db, learner(userid), (tx) =>
      tx.query<{ home: Record<string, unknown> }>('select to_json(public.get_home_dashboard()) as home'),
    ).then((r) => r.rows[0]!.home);
  const stats = (userid: string) =>
    as(t.db, learner(userid), (tx) =>
      tx.query<{ stats: Record<string, unknown> }>('select to_json(public.get_study_stats()) as stats'),
    ).then((r) => r.rows[0]!.stats);

  describe('the pending change', () => {
    it('shows the chosen zone and keeps the old one in force until its next midnight', async () => {
      const me = await createLearner(t.db, { timezone: KOLKATA });
      await setClock(t.db, EVENING_IN_KOLKATA);
      await chooseZone(me, LONDON);
      expect(await zoneColumns(me)).toEqual({
        timezone: LONDON,
        timezone_in_force: KOLKATA,
        timezone_changes_at: '2026-11-25 18:30:00+00',
      });
      expect(await home(me)).toMatchObject({ timezone: KOLKATA, today: '2026-11-25' });
      await setClock(t.db, KOLKATA_MIDNIGHT);
      expect(await home(me)).toMatchObject({ timezone: LONDON, today: '2026-11-25' });
    });

    it('replaces the pending zone on a second edit, without moving the moment', async () => {
      const me = await createLearner(t.db, { timezone: KOLKATA });
      await setClock(t.db, EVENING_IN_KOLKATA);
      await chooseZone(me, LONDON);
      await setClock(t.db, '2026-11-25T16:00:00Z');
      await chooseZone(me, 'America/New_York');
      expect(await zoneColumns(me)).toEqual({
        timezone: 'America/New_York',
        timezone_in_force: KOLKATA,
        timezone_changes_at: '2026-11-25 18:30:00+00',
      });
    });

    it('cancels the change when the zone in force is chosen again', async () => {
      const me = await createLearner(t.db, { timezone: KOLKATA });
      await setClock(t.db, EVENING_IN_KOLKATA);
      await chooseZone(me, LONDON);
      await chooseZone(me, KOLKATA);
      expect(await zoneColumns(me)).toEqual({
        timezone: KOLKATA,
        timezone_in_force: null,
        timezone_changes_at: null,
      });
      await setClock(t.db, LONDON_MIDNIGHT);
      expect(await home(me)).toMatchObject({ timezone: KOLKATA });
    });

    it('lets a change that took effect be changed again from the new zone', async () => {
      const me = await createLearner(t.db, { timezone: KOLKATA });
      await setClock(t.db, EVENING_IN_KOLKATA);
      await chooseZone(me, LONDON);
      await setClock(t.db, '2026-11-26T10:00:00Z');
      // Any later edit of the profile settles it: nothing is pending any more.
      await as(t.db, learner(me), (tx) =>
        tx.query(`update public.users set displayname = 'Moved' where userid = $1`, [me]),
      );
      expect(await zoneColumns(me)).toEqual({
        timezone: LONDON,
        timezone_in_force: null,
        timezone_changes_at: null,
      });
      // Going back to Kolkata now waits for London's midnight.
      await chooseZone(me, KOLKATA);
      expect(await zoneColumns(me)).toEqual({
        timezone: KOLKATA,
        timezone_in_force: LONDON,
        timezone_changes_at: '2026-11-27 00:00:00+00',
      });
    });
  });

  describe('a learner who moves from Asia/Kolkata to Europe/London', () => {
    it('keeps the used day until London passes it, then counts and schedules in London', async () => {
      const me = await createLearner(t.db, { timezone: KOLKATA, createdAt: '2026-11-20T00:00:00Z' });
      await setClock(t.db, EVENING_IN_KOLKATA);
      expect((await tryStart(me)).ok).toBe(true);
      const first = await tryStart(me);
      expect(first).toMatchObject({ ok: true, rows: [{ study_day: '2026-11-25' }] });
      await chooseZone(me, LONDON);
      expect(await tryStart(me)).toMatchObject({ ok: false, hint: 'session_limit_today' });

      // London's 25 November is the day the learner already used.
      await setClock(t.db, KOLKATA_MIDNIGHT);
      expect(await tryStart(me)).toMatchObject({ ok: false, hint: 'session_limit_today' });
      await setClock(t.db, '2026-11-25T23:59:59Z');
      expect(await tryStart(me)).toMatchObject({ ok: false, hint: 'session_limit_today' });

      await setClock(t.db, LONDON_MIDNIGHT);
      const thursday = await tryStart(me);
      expect(thursday).toMatchObject({ ok: true, rows: [{ study_day: '2026-11-26' }] });
      expect((await tryStart(me)).ok).toBe(true);
      expect(await tryStart(me)).toMatchObject({ ok: false, hint: 'session_limit_today' });
      expect(await home(me)).toMatchObject({
        timezone: LONDON,
        today: '2026-11-26',
        usedtoday: 2,
        usedthisweek: 4,
      });

      // Completed at 23:30 in London (05:00 the next day in Kolkata): due on London's next day.
      await setClock(t.db, '2026-11-26T23:30:00Z');
      if (!thursday.ok) throw new Error('the first session of Thursday was refused');
      const sessionid = String(thursday.rows[0]!.sessionid);
      await moveSession(t.db, me, sessionid, FLOW_TO_COMPLETED);
      const due = await t.db.query(
        `select to_char(currentreviewduedate, 'YYYY-MM-DD') as due from public.reviewcycleentries where sessionid = $1`,
        [sessionid],
      );
      expect(due.rows).toEqual([{ due: '2026-11-27' }]);
      expect(await stats(me)).toMatchObject({ today: '2026-11-26', thisweeksessions: 1, streak: 1 });
      await setClock(t.db, '2026-11-26T23:59:59Z');
      expect(await home(me)).toMatchObject({ pendingreviews: 0 });
      await setClock(t.db, '2026-11-27T00:00:00Z');
      expect(await home(me)).toMatchObject({ pendingreviews: 1, today: '2026-11-27' });
    });
  });

  describe('the bookkeeping is the database’s', () => {
    it('refuses a learner writing the zone in force, the moment of change or a study day', async () => {
      const me = await createLearner(t.db, { timezone: KOLKATA });
      await setClock(t.db, EVENING_IN_KOLKATA);
      const session = await startSession(t.db, me);
      for (const statement of [
        `update public.users set timezone_in_force = 'Etc/GMT-14' where userid = $1`,
        `update public.users set timezone_changes_at = now() - interval '1 day' where userid = $1`,
        `update public.studysessions set study_day = '2026-11-30' where userid = $1`,
      ]) {
        const outcome = await attempt(() => as(t.db, learner(me), (tx) => tx.query(statement, [me])));
        expect(outcome).toMatchObject({ ok: false, code: '42501' });
      }
      const { rows } = await t.db.query(
        `select to_char(study_day, 'YYYY-MM-DD') as study_day from public.studysessions where sessionid = $1`,
        [session.sessionid],
      );
      expect(rows).toEqual([{ study_day: '2026-11-25' }]);
    });

    it('replaces a study day sent with a new session by the learner’s today', async () => {
      const me = await createLearner(t.db, { timezone: KOLKATA });
      await setClock(t.db, EVENING_IN_KOLKATA);
      const { rows } = await as(t.db, learner(me), (tx) =>
        tx.query(
          `insert into public.studysessions (subjectname, topicname, study_day)
           values ('Law', 'Torts', '2026-12-31') returning to_char(study_day, 'YYYY-MM-DD') as study_day`,
        ),
      );
      expect(rows).toEqual([{ study_day: '2026-11-25' }]);
    });

    it('ignores bookkeeping values even from the service role', async () => {
      const me = await createLearner(t.db, { timezone: KOLKATA });
      await setClock(t.db, EVENING_IN_KOLKATA);
      await as(t.db, serviceRole, (tx) =>
        tx.query(
          `update public.users set timezone = $2, timezone_in_force = $2,
                  timezone_changes_at = now() - interval '1 day' where userid = $1`,
          [me, LONDON],
        ),
      );
      expect(await zoneColumns(me)).toEqual({
        timezone: LONDON,
        timezone_in_force: KOLKATA,
        timezone_changes_at: '2026-11-25 18:30:00+00',
      });
    });
  });
});
