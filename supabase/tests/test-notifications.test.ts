import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '@aayra/local-stack/database';
import { attempt, type Outcome } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, createLearner, learner, serviceRole, setClock } from './support/learners';
import { reviewDue, scheduledLearner, scheduleReminders } from './support/reminders';

// Wednesday 2 December 2026, 15:00 in Honolulu (UTC-10) = 01:00 UTC on Thursday.
const HONOLULU = 'Pacific/Honolulu';
const NOW = '2026-12-03T01:00:00Z';
const HONOLULU_MIDNIGHT = '2026-12-02 10:00:00+00';

/** The authenticated role, but no learner: a token without a subject. */
const noLearner: Caller = { role: 'authenticated', claims: { role: 'authenticated' } };

interface LogRow {
  id: string;
  user_id: string;
  notification_type: string;
  status: string;
  scheduled_time: string;
  reminder_slot: string | null;
  content: { title: string; body: string; type: string; sourceData: Record<string, unknown> };
}
interface DailyRun {
  written: boolean;
  reason: string | null;
  log: LogRow | null;
}

describe.each(ENGINES)('test notifications on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());

  const sendTest = (userid: string, kind?: unknown, minutes?: unknown): Promise<Outcome> =>
    attempt(() =>
      as(t.db, learner(userid), (tx) =>
        kind === undefined
          ? tx.query('select * from public.send_test_notification()')
          : tx.query('select * from public.send_test_notification($1, $2)', [kind, minutes ?? 0]),
      ),
    );
  const sent = (outcome: Outcome) => {
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.rows[0] as unknown as LogRow;
  };
  const logCount = async (userid: string) =>
    Number(
      (
        await t.db.query<{ n: string }>(
          'select count(*) as n from public.notification_logs where user_id = $1',
          [userid],
        )
      ).rows[0]!.n,
    );
  const runDaily = (userid: string) =>
    as(t.db, learner(userid), (tx) =>
      tx.query<{ result: DailyRun }>('select to_json(public.run_daily_notifications_for_me()) as result'),
    ).then((r) => r.rows[0]!.result);

  // The grants admit only the authenticated role; a token of that role without a learner (no
  // subject) is refused too, with the action's sentence.
  it.each([
    [
      'send_test_notification',
      'select * from public.send_test_notification()',
      'send a test notification',
    ],
    [
      'run_daily_notifications_for_me',
      'select public.run_daily_notifications_for_me()',
      'run your daily notifications',
    ],
  ])('%s is for signed-in learners only', async (_name, sql, action) => {
    for (const caller of [anon, serviceRole])
      expect(await attempt(() => as(t.db, caller, (tx) => tx.query(sql)))).toMatchObject({
        ok: false,
        code: '42501',
      });
    expect(await attempt(() => as(t.db, noLearner, (tx) => tx.query(sql)))).toEqual({
      ok: false,
      code: '42501',
      message: `Sign in to ${action}`,
    });
  });

  describe('send_test_notification', () => {
    beforeAll(() => setClock(t.db, NOW));

    it('writes a basic test notification for the caller, due now', async () => {
      const me = await createLearner(t.db);
      const row = sent(await sendTest(me));
      expect(row).toMatchObject({
        user_id: me,
        notification_type: 'test',
        status: 'scheduled',
        scheduled_time: '2026-12-03 01:00:00+00',
        reminder_slot: null,
        content: {
          title: 'Test Notification',
          type: 'test',
          tag: 'study-reminder',
          icon: '/favicon.png',
        },
      });
      expect(row.content.body).toContain('Aayra');
    });

    it('schedules one N minutes ahead', async () => {
      const me = await createLearner(t.db);
      expect(sent(await sendTest(me, 'basic', 1)).scheduled_time).toBe('2026-12-03 01:01:00+00');
      expect(sent(await sendTest(me, 'basic', 1440)).scheduled_time).toBe('2026-12-04 01:00:00+00');
    });

    it("builds a smart one from the learner's due reviews, naming their topics", async () => {
      const me = await createLearner(t.db, { timezone: HONOLULU, plan: 'premium' });
      await reviewDue(t.db, me, '2026-12-02', 'Biology', 'Cells');
      await reviewDue(t.db, me, '2026-12-03', 'History', 'Rome');
      await reviewDue(t.db, me, '2026-12-05', 'Physics', 'Waves');
      const row = sent(await sendTest(me, 'smart'));
      expect(row.notification_type).toBe('test');
      expect(row.content).toMatchObject({
        title: 'Smart Recap Time!',
        type: 'smart_recap',
        sourceData: { kind: 'smart', dueReviews: 2, topics: ['Biology - Cells', 'History - Rome'] },
      });
      expect(row.content.body).toContain('Biology - Cells and History - Rome');
    });

    it('says so when nothing is due', async () => {
      const me = await createLearner(t.db);
      const row = sent(await sendTest(me, 'smart'));
      expect(row.content).toMatchObject({
        type: 'smart_recap',
        sourceData: { dueReviews: 0, topics: [] },
      });
      expect(row.content.body).toContain('all caught up');
    });

    it("cannot build a smart one without the learner's profile", async () => {
      const me = await createLearner(t.db);
      await t.db.query('delete from public.users where userid = $1', [me]);
      expect(await sendTest(me, 'smart')).toMatchObject({
        ok: false,
        message: 'Could not fetch user data for smart notification',
      });
    });

    it.each([
      ['an unknown kind', 'loud', 0, 'Test notification kind must be basic or smart'],
      ['no kind', null, 0, 'Test notification kind must be basic or smart'],
      [
        'a negative delay',
        'basic',
        -1,
        'A test notification can be scheduled 0 to 1440 minutes ahead',
      ],
      [
        'more than a day ahead',
        'basic',
        1441,
        'A test notification can be scheduled 0 to 1440 minutes ahead',
      ],
    ])(
      'refuses %s with a clear error and writes nothing',
      async (_name, kind, minutes, message) => {
        const me = await createLearner(t.db);
        expect(await sendTest(me, kind, minutes)).toMatchObject({
          ok: false,
          code: '23514',
          message,
        });
        expect(await logCount(me)).toBe(0);
      },
    );

    it('allows 30 an hour per learner, then refuses until the hour has passed', async () => {
      const me = await createLearner(t.db);
      const someoneElse = await createLearner(t.db);
      for (let i = 0; i < 30; i += 1) expect((await sendTest(me)).ok).toBe(true);
      expect(await sendTest(me)).toMatchObject({
        ok: false,
        message: 'You can send at most 30 test notifications an hour',
        hint: 'test_notification_limit',
      });
      expect(await logCount(me)).toBe(30);
      expect((await sendTest(someoneElse)).ok).toBe(true);
      await setClock(t.db, '2026-12-03T02:00:01Z');
      expect((await sendTest(me)).ok).toBe(true);
      await setClock(t.db, NOW);
    });

    it('counts parallel sends against the same limit', async () => {
      const me = await createLearner(t.db);
      const outcomes = await Promise.all(Array.from({ length: 35 }, () => sendTest(me)));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(30);
      expect(await logCount(me)).toBe(30);
    });

    it('lets the learner record delivery and its failure on its own rows only', async () => {
      const me = await createLearner(t.db);
      const other = await createLearner(t.db);
      const row = sent(await sendTest(me));
      const record = (userid: string, set: string) =>
        attempt(() =>
          as(t.db, learner(userid), (tx) =>
            tx.query(`update public.notification_logs set ${set} where id = $1 returning id`, [
              row.id,
            ]),
          ),
        );
      expect(
        await record(me, `status = 'failed', failure_reason = 'Notification permission denied'`),
      ).toMatchObject({ ok: true, rowCount: 1 });
      expect(await record(other, `failure_reason = 'Not yours'`)).toMatchObject({
        ok: true,
        rowCount: 0,
      });
      for (const set of ['pushed_at = now()', 'reminder_slot = now()', `content = '{}'`])
        expect(await record(me, set)).toMatchObject({ ok: false, code: '42501' });
      const { rows } = await t.db.query(
        'select status, failure_reason, pushed_at, reminder_slot from public.notification_logs where id = $1',
        [row.id],
      );
      expect(rows).toEqual([
        {
          status: 'failed',
          failure_reason: 'Notification permission denied',
          pushed_at: null,
          reminder_slot: null,
        },
      ]);
    });
  });

  describe('run_daily_notifications_for_me', () => {
    beforeAll(() => setClock(t.db, NOW));
    const wednesdayLearner = (options: { weekdays?: string | null; smart?: boolean } = {}) =>
      scheduledLearner(t.db, {
        timezone: HONOLULU,
        weekdays: options.weekdays === undefined ? 'Monday,Wednesday' : options.weekdays,
        start: '18:00',
        smartNotifications: options.smart ?? true,
      });

    it("writes today's recap, for today's local midnight, naming the due topics", async () => {
      const me = await wednesdayLearner();
      await reviewDue(t.db, me, '2026-12-03', 'Music', 'Scales');
      const run = await runDaily(me);
      expect(run).toMatchObject({
        written: true,
        reason: null,
        log: {
          user_id: me,
          notification_type: 'smart_recap',
          status: 'scheduled',
          content: {
            title: 'Smart Recap Time!',
            type: 'smart_recap',
            sourceData: { topics: ['Music - Scales'] },
          },
        },
      });
      expect(Date.parse(run.log!.reminder_slot!)).toBe(Date.parse(HONOLULU_MIDNIGHT));
      expect(run.log!.content.body).toContain('Music - Scales');
    });

    it('never writes the recap twice, whether the learner or the midnight run comes first', async () => {
      const me = await wednesdayLearner();
      await reviewDue(t.db, me, '2026-12-02');
      expect((await runDaily(me)).written).toBe(true);
      const again = await runDaily(me);
      expect(again).toMatchObject({ written: false, reason: 'already_written' });
      expect(again.log).not.toBeNull();
      expect(await scheduleReminders(t.db, HONOLULU_MIDNIGHT)).toBe(0);

      const later = await wednesdayLearner();
      await reviewDue(t.db, later, '2026-12-02');
      expect(await scheduleReminders(t.db, HONOLULU_MIDNIGHT)).toBe(1);
      expect(await runDaily(later)).toMatchObject({ written: false, reason: 'already_written' });
      expect(await logCount(later)).toBe(1);
    });

    it('says why nothing was written', async () => {
      const noSchedule = await wednesdayLearner({ weekdays: null });
      await reviewDue(t.db, noSchedule, '2026-12-02');
      const notToday = await wednesdayLearner({ weekdays: 'Tuesday,Thursday' });
      await reviewDue(t.db, notToday, '2026-12-02');
      const off = await wednesdayLearner({ smart: false });
      await reviewDue(t.db, off, '2026-12-02');
      const nothingDue = await wednesdayLearner();
      await reviewDue(t.db, nothingDue, '2026-12-04');
      const expected: [string, string][] = [
        [noSchedule, 'no_schedule'],
        [notToday, 'not_a_study_day'],
        [off, 'notifications_off'],
        [nothingDue, 'nothing_due'],
      ];
      for (const [me, reason] of expected) {
        expect(await runDaily(me)).toEqual({ written: false, reason, log: null });
        expect(await logCount(me)).toBe(0);
      }
    });
  });
});
