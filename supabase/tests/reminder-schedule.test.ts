import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, learner, serviceRole, setClock } from './support/learners';
import {
  type ScheduledLearner,
  remindersOf,
  reviewDue,
  scheduledLearner,
  scheduleReminders,
  slotsOf,
  sweepScheduler,
} from './support/reminders';

/**
 * The every-minute scheduler, with the database clock moved minute by minute (or five at a time)
 * over whole local days: each reminder lands on its local minute in the learner's own zone, on
 * preferred weekdays only, once.
 */
const TONGATAPU = 'Pacific/Tongatapu'; // UTC+13
const HONOLULU = 'Pacific/Honolulu'; // UTC-10
const LONDON = 'Europe/London'; // BST (UTC+1) until 02:00 on Sunday 25 October 2026, then GMT

describe.each(ENGINES)('reminder schedule on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    await setClock(t.db, '2026-10-01T12:00:00Z');
  });
  afterAll(() => t?.dispose());

  /** Every reminder is written by the run of its own minute, for that minute, waiting to be sent. */
  async function expectWrittenOnTheMinute(userid: string) {
    for (const r of await remindersOf(t.db, userid)) {
      expect(r).toMatchObject({ writtenAt: r.utc, scheduledAt: r.utc, status: 'scheduled' });
    }
  }

  describe('UTC+13 (Tongatapu), Monday and Wednesday at 07:30', () => {
    let plain: string;
    let withReview: string;
    let dueTomorrow: string;
    beforeAll(async () => {
      const schedule = { timezone: TONGATAPU, weekdays: 'Monday,Wednesday', start: '07:30' };
      plain = await scheduledLearner(t.db, schedule);
      withReview = await scheduledLearner(t.db, schedule);
      dueTomorrow = await scheduledLearner(t.db, schedule);
      await reviewDue(t.db, withReview, '2026-11-25', 'Chemistry', 'Acids');
      await reviewDue(t.db, dueTomorrow, '2026-11-26', 'Physics', 'Optics');
      // Local Sunday 22 00:00 to Thursday 26 00:00, every five minutes.
      await sweepScheduler(t.db, '2026-11-21T11:00:00Z', '2026-11-25T11:00:00Z', 5);
    });

    it('reminds 15 and 5 minutes before the local start time, on Monday and Wednesday only', async () => {
      expect(await slotsOf(t.db, plain)).toEqual([
        'study_reminder Mon 23 07:15',
        'study_reminder Mon 23 07:25',
        'study_reminder Wed 25 07:15',
        'study_reminder Wed 25 07:25',
      ]);
      // Monday 07:15 in Tongatapu is still Sunday in UTC.
      expect((await remindersOf(t.db, plain))[0]!.utc).toBe('2026-11-22 18:15');
      await expectWrittenOnTheMinute(plain);
    });

    it('adds the smart reminder and the midnight recap only on the day a review is due within 24 hours', async () => {
      expect(await slotsOf(t.db, withReview)).toEqual([
        'study_reminder Mon 23 07:15',
        'study_reminder Mon 23 07:25',
        'smart_recap Wed 25 00:00',
        'study_reminder Wed 25 07:15',
        'smart_reminder Wed 25 07:20',
        'study_reminder Wed 25 07:25',
      ]);
      await expectWrittenOnTheMinute(withReview);
    });

    it("writes what a reminder says: titles, type, tag, icon and the learner's due topic", async () => {
      const rows = await remindersOf(t.db, withReview);
      for (const r of rows) {
        expect(r.content).toMatchObject({ tag: 'study-reminder', icon: '/favicon.png' });
        expect(r.content.body).not.toMatch(/[{}]/);
      }
      const study = rows.filter((r) => r.kind === 'study_reminder');
      for (const r of study) {
        expect(['ai_tip', 'motivational']).toContain(r.content.type);
        expect(r.content.title).toBe(r.content.type === 'ai_tip' ? 'Study Tip!' : 'Study Time!');
        const before = r.local.endsWith('15') ? 15 : 5;
        expect(r.content.body).toContain(`${before} minutes`);
        expect(r.content.sourceData).toMatchObject({ minutesBefore: before });
      }
      const smart = rows.find((r) => r.kind === 'smart_reminder')!;
      expect(smart.content).toMatchObject({ title: 'Review Time!', type: 'pending_review' });
      expect(smart.content.body).toContain('Chemistry - Acids');
      const recap = rows.find((r) => r.kind === 'smart_recap')!;
      expect(recap.content).toMatchObject({
        title: 'Smart Recap Time!',
        type: 'smart_recap',
        sourceData: { studyDay: '2026-11-25', dueReviews: 1, topics: ['Chemistry - Acids'] },
      });
      expect(recap.content.body).toContain('Chemistry - Acids');
    });

    it("never tells a learner whose review is due tomorrow that it is to be done today", async () => {
      const recap = (await remindersOf(t.db, dueTomorrow)).find((r) => r.kind === 'smart_recap')!;
      expect(recap.local).toBe('Wed 25 00:00');
      expect(recap.content.sourceData).toMatchObject({ studyDay: '2026-11-25', dueReviews: 1, topics: ['Physics - Optics'] });
      expect(recap.content.body).toContain('within 24 hours');
      expect(recap.content.body).not.toMatch(/(?:review|you|recap for) today/i);
      const templates = await t.db.query<{ body: string }>(`select body from private.notification_templates where purpose = 'smart_recap'`);
      for (const { body } of templates.rows) expect(body).toMatch(/within 24 hours/);
    });
  });

  describe('UTC-10 (Honolulu), Tuesday at 00:05', () => {
    it('reminds on Monday evening for a Tuesday start just after midnight', async () => {
      const schedule = { timezone: HONOLULU, weekdays: 'Tuesday', start: '00:05' };
      const plain = await scheduledLearner(t.db, schedule);
      const withReview = await scheduledLearner(t.db, schedule);
      await reviewDue(t.db, withReview, '2026-11-24', 'History', 'Rome');
      // Local Monday 23 00:00 to Wednesday 25 00:00, every five minutes.
      await sweepScheduler(t.db, '2026-11-23T10:00:00Z', '2026-11-25T10:00:00Z', 5);

      expect(await slotsOf(t.db, plain)).toEqual([
        'study_reminder Mon 23 23:50',
        'study_reminder Tue 24 00:00',
      ]);
      expect(await slotsOf(t.db, withReview)).toEqual([
        'study_reminder Mon 23 23:50',
        'smart_reminder Mon 23 23:55',
        'smart_recap Tue 24 00:00',
        'study_reminder Tue 24 00:00',
      ]);
      // Monday 23:50 in Honolulu is Tuesday 09:50 in UTC.
      expect((await remindersOf(t.db, plain))[0]!.utc).toBe('2026-11-24 09:50');
      await expectWrittenOnTheMinute(plain);
      await expectWrittenOnTheMinute(withReview);
    });

    it('writes a start time that is not on a five-minute mark on its own minute', async () => {
      const me = await scheduledLearner(t.db, {
        timezone: HONOLULU,
        weekdays: 'Thursday',
        start: '18:07',
      });
      // Local Thursday 26 17:30 to 18:30, every minute.
      await sweepScheduler(t.db, '2026-11-27T03:30:00Z', '2026-11-27T04:30:00Z', 1);
      expect(await slotsOf(t.db, me)).toEqual([
        'study_reminder Thu 26 17:52',
        'study_reminder Thu 26 18:02',
      ]);
      await expectWrittenOnTheMinute(me);
    });
  });

  describe('Europe/London across the end of summer time (Sunday 25 October 2026)', () => {
    let weekend: string;
    let night: string;
    beforeAll(async () => {
      weekend = await scheduledLearner(t.db, {
        timezone: LONDON,
        weekdays: 'Saturday,Sunday,Monday',
        start: '09:00',
      });
      // 01:30 happens twice that night; the session starts once, so it is reminded once.
      night = await scheduledLearner(t.db, {
        timezone: LONDON,
        weekdays: 'Sunday',
        start: '01:30',
      });
      await reviewDue(t.db, night, '2026-10-25', 'Physics', 'Waves');
      // Local Saturday 24 00:00 (BST) to Tuesday 27 00:00 (GMT), every five minutes.
      await sweepScheduler(t.db, '2026-10-23T23:00:00Z', '2026-10-27T00:00:00Z', 5);
    });

    it('keeps 08:45 and 08:55 local on both sides of the change, an hour apart in UTC', async () => {
      const rows = await remindersOf(t.db, weekend);
      expect(rows.map((r) => `${r.local} = ${r.utc}`)).toEqual([
        'Sat 24 08:45 = 2026-10-24 07:45',
        'Sat 24 08:55 = 2026-10-24 07:55',
        'Sun 25 08:45 = 2026-10-25 08:45',
        'Sun 25 08:55 = 2026-10-25 08:55',
        'Mon 26 08:45 = 2026-10-26 08:45',
        'Mon 26 08:55 = 2026-10-26 08:55',
      ]);
      await expectWrittenOnTheMinute(weekend);
    });

    it('reminds once in the repeated hour, and recaps at the local midnight before it', async () => {
      const rows = await remindersOf(t.db, night);
      expect(rows.map((r) => `${r.kind} ${r.local} = ${r.utc}`)).toEqual([
        'smart_recap Sun 25 00:00 = 2026-10-24 23:00',
        'study_reminder Sun 25 01:15 = 2026-10-25 01:15',
        'smart_reminder Sun 25 01:20 = 2026-10-25 01:20',
        'study_reminder Sun 25 01:25 = 2026-10-25 01:25',
      ]);
      await expectWrittenOnTheMinute(night);
    });
  });

  describe('preferences and profile', () => {
    // Tuesday 1 December 2026, start 10:00 UTC; a review due that day.
    const START = '2026-12-01T10:00:00Z';
    const STUDY = ['study_reminder Tue 01 09:45', 'study_reminder Tue 01 09:55'];
    const SMART = ['smart_recap Tue 01 00:00', 'smart_reminder Tue 01 09:50'];
    const cases: [string, Partial<ScheduledLearner>, string[]][] = [
      [
        'writes every kind when both switches are on',
        {},
        [SMART[0]!, STUDY[0]!, SMART[1]!, STUDY[1]!],
      ],
      ['leaves out study reminders when they are off', { studyReminders: false }, SMART],
      ['leaves out smart ones when those are off', { smartNotifications: false }, STUDY],
      ['writes nothing with both off', { studyReminders: false, smartNotifications: false }, []],
      ['writes nothing without a start time', { start: null }, []],
      ['writes nothing without study days', { weekdays: null }, []],
    ];
    const learners = new Map<string, string>();
    beforeAll(async () => {
      for (const [name, options] of cases) {
        const me = await scheduledLearner(t.db, {
          timezone: 'UTC',
          weekdays: 'Tuesday',
          start: '10:00',
          ...options,
        });
        await reviewDue(t.db, me, '2026-12-01', 'Biology', 'Cells');
        learners.set(name, me);
      }
      await sweepScheduler(t.db, '2026-11-30T23:00:00Z', START, 5);
    });

    it.each(cases)('%s', async (name, _options, expected) => {
      expect(await slotsOf(t.db, learners.get(name)!)).toEqual(expected);
    });
  });

  describe('runs that overlap or repeat', () => {
    // Monday 7 December 2026: 40 learners start at 10:00 UTC.
    const SLOT = '2026-12-07T09:45:00Z';
    const slotRows = async () =>
      Number(
        (
          await t.db.query<{ n: string }>(
            'select count(*) as n from public.notification_logs where reminder_slot = $1',
            [SLOT],
          )
        ).rows[0]!.n,
      );
    let group: string[];
    beforeAll(async () => {
      group = [];
      for (let i = 0; i < 40; i += 1)
        group.push(
          await scheduledLearner(t.db, { timezone: 'UTC', weekdays: 'Monday', start: '10:00' }),
        );
    });

    it('writes each reminder once when two runs overlap', async () => {
      let firstWrote!: () => void;
      const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
      // The first run keeps its transaction open after writing; the second starts meanwhile (on
      // PostgreSQL 15 on a second connection, where it waits on the rows the first holds).
      const first = as(t.db, serviceRole, async (tx) => {
        const { rows } = await tx.query<{ n: number }>(
          'select public.schedule_reminders($1) as n',
          [SLOT],
        );
        firstWrote();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return Number(rows[0]!.n);
      });
      const second =
        engine === 'postgres'
          ? wrote.then(() => scheduleReminders(t.db, SLOT))
          : first.then(() => scheduleReminders(t.db, SLOT));
      const [a, b] = await Promise.all([first, second]);
      expect(a + b).toBe(40);
      expect(await slotRows()).toBe(40);
      for (const me of group.slice(0, 3))
        expect(await slotsOf(t.db, me)).toEqual(['study_reminder Mon 07 09:45']);
    });

    it('writes nothing more when the same minute runs again, and the same text when it is rewritten', async () => {
      const before = await remindersOf(t.db, group[0]!);
      expect(await scheduleReminders(t.db, SLOT)).toBe(0);
      await t.db.query('delete from public.notification_logs where reminder_slot = $1', [SLOT]);
      expect(await scheduleReminders(t.db, SLOT)).toBe(40);
      expect((await remindersOf(t.db, group[0]!)).map((r) => r.content)).toEqual(
        before.map((r) => r.content),
      );
    });

    it("skips a learner whose rows fail and writes everyone else's", async () => {
      const slot = '2026-12-07T09:55:00Z';
      const broken = group[7]!;
      await t.db.exec(`
        create function public.refuse_one_learner() returns trigger language plpgsql as $$
        begin
          if new.user_id = '${broken}' then
            raise exception 'this learner''s rows cannot be written';
          end if;
          return new;
        end $$;
        create trigger refuse_one_learner before insert on public.notification_logs
          for each row execute function public.refuse_one_learner();`);
      try {
        expect(await scheduleReminders(t.db, slot)).toBe(39);
        expect(await slotsOf(t.db, broken)).toEqual(['study_reminder Mon 07 09:45']);
        expect(await slotsOf(t.db, group[8]!)).toEqual([
          'study_reminder Mon 07 09:45',
          'study_reminder Mon 07 09:55',
        ]);
      } finally {
        await t.db.exec(`
          drop trigger refuse_one_learner on public.notification_logs;
          drop function public.refuse_one_learner();`);
      }
    });
  });

  it('chooses a tip for about 40 percent of learners and a motivational message for the rest', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `insert into auth.users (id, email, raw_user_meta_data)
       select gen_random_uuid(), 'tips-' || g || '@example.test', '{"displayname": "Learner", "timezone": "UTC"}'
       from generate_series(1, 600) g
       returning id`,
    );
    const ids = rows.map((r) => r.id);
    await t.db.query(
      `update public.users set preferredstudyweekdays = 'Wednesday', preferredstudystarttime = '18:30'
       where userid = any($1::uuid[])`,
      [ids],
    );
    expect(await scheduleReminders(t.db, '2026-12-09T18:15:00Z')).toBe(600);
    const { rows: split } = await t.db.query<{ type: string; n: string; templates: string }>(
      `select content ->> 'type' as type, count(*) as n, count(distinct content ->> 'body') as templates
       from public.notification_logs where user_id = any($1::uuid[]) group by 1 order by 1`,
      [ids],
    );
    const tips = Number(split.find((s) => s.type === 'ai_tip')!.n);
    expect(split.map((s) => s.type)).toEqual(['ai_tip', 'motivational']);
    expect(tips / 600).toBeGreaterThan(0.33);
    expect(tips / 600).toBeLessThan(0.47);
    // Every template of each kind comes up.
    expect(split.map((s) => Number(s.templates))).toEqual([6, 5]);
  });

  it('names up to three due topics in a recap, then how many more', async () => {
    const me = await scheduledLearner(t.db, {
      timezone: 'UTC',
      weekdays: 'Friday',
      start: '17:00',
    });
    const topics = [
      ['Biology', 'Cells', '2026-12-08'],
      ['History', 'Rome', '2026-12-09'],
      ['Physics', 'Waves', '2026-12-10'],
      ['Economics', 'Supply', '2026-12-11'],
      ['Geography', 'Rivers', '2026-12-12'],
    ] as const;
    for (const [subject, topic, due] of topics) await reviewDue(t.db, me, due, subject, topic);
    await scheduleReminders(t.db, '2026-12-11T00:00:00Z');
    const [recap] = await remindersOf(t.db, me);
    expect(recap!.kind).toBe('smart_recap');
    expect(recap!.content.body).toContain(
      'Biology - Cells, History - Rome, Physics - Waves and 2 more',
    );
    expect(recap!.content.sourceData).toMatchObject({
      dueReviews: 5,
      topics: topics.map(([s, t]) => `${s} - ${t}`),
    });
  });

  it('lets only the service role run the scheduler', async () => {
    const me = await scheduledLearner(t.db, {
      timezone: 'UTC',
      weekdays: 'Monday',
      start: '08:00',
    });
    const run = '2026-12-14T07:45:00Z';
    for (const caller of [anon, learner(me)]) {
      const outcome = await attempt(() =>
        as(t.db, caller, (tx) => tx.query('select public.schedule_reminders($1)', [run])),
      );
      expect(outcome).toMatchObject({ ok: false, code: '42501' });
    }
    expect(await slotsOf(t.db, me)).toEqual([]);
    expect(await scheduleReminders(t.db, run)).toBe(1);
  });
});
