import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, type Outcome } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import {
  as,
  createLearner,
  FLOW_TO_COMPLETED,
  learner,
  moveSession,
  setClock,
  startSession,
} from './support/learners';

/**
 * The attack: a free learner (2 sessions a day) edits the profile's time zone back and forth
 * between zones a day apart (Pacific/Kiritimati UTC+14, Pacific/Tongatapu UTC+13, Etc/GMT+12
 * UTC-12) to land on a "today" with no sessions yet, which once gave 6 sessions in one day; and
 * completes a session in Etc/GMT+12, then moves to Etc/GMT-14 to make its review due at once.
 * A change now takes effect from the learner's next local day and the learner's day never goes
 * backwards, so neither gains anything.
 */
const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14, the zone furthest ahead
const TONGATAPU = 'Pacific/Tongatapu'; // UTC+13
const GMT_MINUS_12 = 'Etc/GMT+12'; // UTC-12 (POSIX signs are inverted)
const GMT_PLUS_14 = 'Etc/GMT-14'; // UTC+14
const HOUR = 3_600_000;
const at = (instant: string, ms = 0) => new Date(Date.parse(instant) + ms).toISOString();

describe.each(ENGINES)('time zone edits cannot bend the rules on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());

  const moveTo = (userid: string, zone: string) =>
    as(t.db, learner(userid), (tx) =>
      tx.query('update public.users set timezone = $2 where userid = $1', [userid, zone]),
    );
  const tryStart = (userid: string): Promise<Outcome> =>
    attempt(() =>
      as(t.db, learner(userid), (tx) =>
        tx.query(
          `insert into public.studysessions (subjectname, topicname) values ('Physics', 'Waves')
           returning sessionid, to_char(study_day, 'YYYY-MM-DD') as study_day`,
        ),
      ),
    );
  const home = (userid: string) =>
    as(t.db, learner(userid), (tx) =>
      tx.query<{ home: Record<string, unknown> }>('select to_json(public.get_home_dashboard()) as home'),
    ).then((r) => r.rows[0]!.home);
  const sessionsPerStudyDay = async (userid: string) =>
    (
      await t.db.query<{ day: string; n: number }>(
        `select to_char(study_day, 'YYYY-MM-DD') as day, count(*)::integer as n
         from public.studysessions where userid = $1 group by study_day order by study_day`,
        [userid],
      )
    ).rows;
  /** Local dates the window [from, to] touches in a zone: what a learner living there may use. */
  const localDaysTouched = async (zone: string, from: string, to: string) =>
    (
      await t.db.query<{ n: number }>(
        `select (($3::timestamptz at time zone $1)::date - ($2::timestamptz at time zone $1)::date + 1)::integer as n`,
        [zone, from, to],
      )
    ).rows[0]!.n;

  describe('the daily limit', () => {
    // Wednesday 25 November, 10:00 in Kiritimati.
    const START = '2026-11-24T20:00:00Z';

    it('never allows a third session in the learner day, however often the zone is switched', async () => {
      const me = await createLearner(t.db, { timezone: KIRITIMATI, createdAt: '2026-11-20T00:00:00Z' });
      await setClock(t.db, START);
      expect((await tryStart(me)).ok).toBe(true);
      expect((await tryStart(me)).ok).toBe(true);

      for (let round = 0; round < 5; round += 1) {
        for (const zone of [TONGATAPU, GMT_MINUS_12, KIRITIMATI, GMT_PLUS_14, KIRITIMATI]) {
          await moveTo(me, zone);
          expect(await tryStart(me)).toMatchObject({
            ok: false,
            message: 'Session limit reached for today',
            hint: 'session_limit_today',
          });
        }
      }
      expect(await home(me)).toMatchObject({
        today: '2026-11-25',
        timezone: KIRITIMATI,
        usedtoday: 2,
        canstart: false,
        limitreached: 'today',
      });
      expect(await sessionsPerStudyDay(me)).toEqual([{ day: '2026-11-25', n: 2 }]);
    });

    // Three days of switching Kiritimati -> Tongatapu -> Etc/GMT+12 -> back every hour, starting
    // sessions whenever the database lets it.
    async function attack(userid: string, steps: { instant: string; zone: string }[]) {
      const learnerDays: string[] = [];
      for (const { instant, zone } of steps) {
        await setClock(t.db, instant);
        await moveTo(userid, zone);
        let started = 0;
        while (started < 3 && (await tryStart(userid)).ok) started += 1;
        learnerDays.push(String((await home(userid)).today));
      }
      return learnerDays;
    }

    async function expectNoGain(userid: string, from: string, to: string, learnerDays: string[]) {
      const perDay = await sessionsPerStudyDay(userid);
      expect(perDay.every((day) => day.n <= 2)).toBe(true);
      // The learner's today never goes backwards.
      expect(learnerDays).toEqual([...learnerDays].sort());
      // No more than a learner living in the zone furthest ahead could start in the same hours.
      const total = perDay.reduce((sum, day) => sum + day.n, 0);
      expect(total).toBeLessThanOrEqual(2 * (await localDaysTouched(KIRITIMATI, from, to)));
      // Study days follow the order the sessions were started in.
      const { rows } = await t.db.query<{ day: string }>(
        `select to_char(study_day, 'YYYY-MM-DD') as day from public.studysessions
         where userid = $1 order by createdat, sessionid`,
        [userid],
      );
      const days = rows.map((r) => r.day);
      expect(days).toEqual([...days].sort());
    }

    it('allows no more than 2 sessions per study day over the following days, switching every hour', async () => {
      const me = await createLearner(t.db, { timezone: KIRITIMATI, createdAt: '2026-11-20T00:00:00Z' });
      const cycle = [TONGATAPU, GMT_MINUS_12, KIRITIMATI];
      const steps = Array.from({ length: 73 }, (_, hour) => ({
        instant: at(START, hour * HOUR),
        zone: hour === 0 ? KIRITIMATI : cycle[hour % cycle.length]!,
      }));
      const learnerDays = await attack(me, steps);
      await expectNoGain(me, START, steps.at(-1)!.instant, learnerDays);
    }, 180_000);

    it('allows no more than 2 sessions per study day when the zones and times are irregular', async () => {
      const me = await createLearner(t.db, { timezone: GMT_MINUS_12, createdAt: '2026-11-20T00:00:00Z' });
      const zones = [KIRITIMATI, TONGATAPU, GMT_MINUS_12, GMT_PLUS_14, 'America/Los_Angeles', 'Asia/Kolkata'];
      // A fixed pseudo-random walk (so a failure can be replayed): 20 to 110 minutes apart.
      let seed = 11;
      const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
      const steps: { instant: string; zone: string }[] = [];
      for (let ms = 0; ms < 72 * HOUR; ms += (20 + Math.floor(next() * 90)) * 60_000)
        steps.push({ instant: at(START, ms), zone: zones[Math.floor(next() * zones.length)]! });
      const learnerDays = await attack(me, steps);
      await expectNoGain(me, START, steps.at(-1)!.instant, learnerDays);
    }, 180_000);
  });

  describe('the weekly limit', () => {
    it('starts a new week only when the learner week ends, whatever zone is chosen', async () => {
      // After the free trial: 2 sessions a week. Week of Monday 23 November in Etc/GMT+12.
      const me = await createLearner(t.db, { timezone: GMT_MINUS_12, createdAt: '2026-09-01T00:00:00Z' });
      await setClock(t.db, '2026-11-28T22:00:00Z'); // Saturday 10:00 local
      expect((await tryStart(me)).ok).toBe(true);
      await setClock(t.db, '2026-11-29T22:00:00Z'); // Sunday 10:00 local
      expect((await tryStart(me)).ok).toBe(true);

      // Sunday 13:00 local is already Tuesday in Kiritimati.
      await setClock(t.db, '2026-11-30T01:00:00Z');
      for (const zone of [KIRITIMATI, GMT_PLUS_14, TONGATAPU, KIRITIMATI]) {
        await moveTo(me, zone);
        expect(await tryStart(me)).toMatchObject({
          ok: false,
          message: 'Session limit reached for this week',
          hint: 'session_limit_week',
        });
      }
      await setClock(t.db, '2026-11-30T11:59:59Z'); // Sunday 23:59:59 in Etc/GMT+12
      expect(await tryStart(me)).toMatchObject({ ok: false, hint: 'session_limit_week' });

      // Monday 00:00 in Etc/GMT+12: the week the learner used is over, as it would have been anyway.
      await setClock(t.db, '2026-11-30T12:00:00Z');
      expect(await tryStart(me)).toMatchObject({ ok: true, rows: [{ study_day: '2026-12-01' }] });
      expect(await home(me)).toMatchObject({ timezone: KIRITIMATI, today: '2026-12-01', usedthisweek: 1 });
    });
  });

  describe('review due dates', () => {
    // Tuesday 24 November, 12:00 in Etc/GMT+12; stage 1 is due on 25 November, which starts
    // there at 2026-11-25 12:00 UTC (and in Etc/GMT-14 it is already 25 November 14:00).
    const COMPLETED = '2026-11-25T00:00:00Z';
    const DUE_WITHOUT_SWITCH = '2026-11-25T12:00:00Z';

    async function completeSession(userid: string) {
      const session = await startSession(t.db, userid, 'Music', 'Scales');
      await moveSession(t.db, userid, session.sessionid, FLOW_TO_COMPLETED);
      const { rows } = await t.db.query<{ entryid: string; due: string }>(
        `select entryid, to_char(currentreviewduedate, 'YYYY-MM-DD') as due
         from public.reviewcycleentries where sessionid = $1`,
        [session.sessionid],
      );
      return rows[0]!;
    }
    const completeReview = (userid: string, entryid: string) =>
      attempt(() =>
        as(t.db, learner(userid), (tx) => tx.query('select public.complete_review($1)', [entryid])),
      );

    it('does not make stage 1 due before it would have been without the switch', async () => {
      const mover = await createLearner(t.db, { timezone: GMT_MINUS_12, plan: 'premium' });
      const stayer = await createLearner(t.db, { timezone: GMT_MINUS_12, plan: 'premium' });
      await setClock(t.db, COMPLETED);
      const moverEntry = await completeSession(mover);
      const stayerEntry = await completeSession(stayer);
      expect(moverEntry.due).toBe('2026-11-25');
      await moveTo(mover, GMT_PLUS_14);

      for (const instant of [COMPLETED, at(COMPLETED, 5 * 60_000), at(DUE_WITHOUT_SWITCH, -1000)]) {
        await setClock(t.db, instant);
        expect(await home(mover)).toMatchObject({ pendingreviews: 0, today: '2026-11-24' });
        expect(await completeReview(mover, moverEntry.entryid)).toMatchObject({
          ok: false,
          message: 'This review is not due until 2026-11-25',
          hint: 'review_not_due',
        });
        expect(await home(stayer)).toMatchObject({ pendingreviews: 0 });
      }

      await setClock(t.db, DUE_WITHOUT_SWITCH);
      expect(await home(stayer)).toMatchObject({ pendingreviews: 1 });
      expect(await home(mover)).toMatchObject({ pendingreviews: 1, timezone: GMT_PLUS_14 });
      expect((await completeReview(mover, moverEntry.entryid)).ok).toBe(true);
      expect((await completeReview(stayer, stayerEntry.entryid)).ok).toBe(true);
    });
  });
});
