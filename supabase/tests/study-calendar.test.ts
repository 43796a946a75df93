import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { as, completedSession, createLearner, learner, setClock } from './support/learners';

// Sessions completed on either side of local midnight, for learners far east and far west of UTC:
// each counts on the learner's own day, which is not the UTC day.
const SCENARIOS = [
  {
    zone: 'Pacific/Tongatapu', // UTC+13
    completions: [
      '2026-09-06T09:00:00Z', // 22:00 on Sunday 6 September: the day before the 12 weeks
      '2026-09-06T11:30:00Z', // 00:30 on Monday 7 September: their first day
      '2026-11-18T10:30:00Z', // 23:30 on Wednesday 18th
      '2026-11-18T11:30:00Z', // 00:30 on Thursday 19th, still the 18th in UTC
      '2026-11-18T12:00:00Z', // 01:00 on Thursday 19th
    ],
    expected: { '2026-09-07': 1, '2026-11-18': 1, '2026-11-19': 2 },
    today: '2026-11-26',
  },
  {
    zone: 'Pacific/Honolulu', // UTC-10
    completions: [
      '2026-11-19T09:00:00Z', // 23:00 on Wednesday 18th, already the 19th in UTC
      '2026-11-19T10:30:00Z', // 00:30 on Thursday 19th
      '2026-11-25T09:59:00Z', // 23:59 on Tuesday 24th
    ],
    expected: { '2026-11-18': 1, '2026-11-19': 1, '2026-11-24': 1 },
    today: '2026-11-25',
  },
] as const;

const NOW = '2026-11-25T22:00:00Z'; // Thursday 26th in Tongatapu, Wednesday 25th in Honolulu

describe.each(ENGINES)('the study calendar on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());

  it.each(SCENARIOS)('counts completed sessions per local day at $zone', async ({ zone, completions, expected, today }) => {
    await setClock(t.db, '2026-09-01T00:00:00Z');
    const me = await createLearner(t.db, { timezone: zone, plan: 'premium' });
    const other = await createLearner(t.db, { timezone: zone, plan: 'premium' });
    for (const instant of completions) {
      await setClock(t.db, instant);
      await completedSession(t.db, me);
      await completedSession(t.db, other);
    }
    // A session started but never finished counts on no day.
    await as(t.db, learner(me), (tx) => tx.query("insert into public.studysessions (subjectname, topicname) values ('Art', 'Colour')"));
    await setClock(t.db, NOW);

    const { rows } = await as(t.db, learner(me), (tx) =>
      tx.query<{ day: string; sessions: number }>(
        "select to_char(day, 'YYYY-MM-DD') as day, sessions from public.get_study_calendar()",
      ),
    );
    // Twelve weeks, Monday first, up to the learner's today.
    expect(rows[0]!.day).toBe('2026-09-07');
    expect(new Date(`${rows[0]!.day}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(rows.at(-1)!.day).toBe(today);
    expect(rows).toHaveLength(
      (Date.parse(`${today}T00:00:00Z`) - Date.parse('2026-09-07T00:00:00Z')) / 86_400_000 + 1,
    );
    const counted = Object.fromEntries(rows.filter((row) => row.sessions > 0).map((row) => [row.day, row.sessions]));
    expect(counted).toEqual(expected);
  });
});
