import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFile } from '@aayra/local-stack/sql-files';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { as, learner } from './support/learners';

const DEMO = 'a7a7a000-0000-4000-8000-000000000001';

describe.each(ENGINES)('seed on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    await t.db.exec(seedFile()!.sql);
  });
  afterAll(() => t?.dispose());

  const call = <T>(fn: string) =>
    as(t.db, learner(DEMO), (tx) =>
      tx.query<{ result: T }>(`select to_json(public.${fn}()) as result`),
    ).then((r) => r.rows[0]!.result);

  it('creates the demo learner with the documented password', async () => {
    const { rows } = await t.db.query(
      `select email, encrypted_password = extensions.crypt('aayra-demo-2026', encrypted_password) as password_ok
       from auth.users where id = $1`,
      [DEMO],
    );
    expect(rows).toEqual([{ email: 'demo@aayra.app', password_ok: true }]);
    expect(readFileSync(new URL('../seed.sql', import.meta.url), 'utf8')).toContain(
      'aayra-demo-2026',
    );
  });

  it('gives the demo learner history: completed, incomplete, favorites, reviews due today, a streak', async () => {
    const home = await call<Record<string, number | boolean>>('get_home_dashboard');
    expect(home.completedsessions).toBe(16);
    expect(home.incompletesessions).toBe(1);
    expect(home.pendingreviews).toBeGreaterThan(0);
    expect(home.canstart).toBe(true);
    const stats = await call<Record<string, number>>('get_study_stats');
    expect(stats.streak).toBe(6);
    const favorites = await t.db.query<{ n: number }>(
      'select count(*)::integer as n from public.studysessions where userid = $1 and isfavorite',
      [DEMO],
    );
    expect(favorites.rows[0]!.n).toBeGreaterThan(0);
    const overdue = await t.db.query<{ n: number }>(
      `select count(*)::integer as n from public.reviewcycleentries
       where userid = $1 and status = 'pending' and currentreviewduedate < (now() at time zone 'UTC')::date`,
      [DEMO],
    );
    expect(overdue.rows[0]!.n).toBe(0);
  });

  it('gives every completed session a full study set with four distinct options per question, the right one in varied places', async () => {
    const sets = await t.db.query<{ cards: number; questions: number; points: number; distinct_options: boolean; filler: number }>(
      `select (select count(*)::integer from public.flashcards f where f.studysetid = s.studysetid) as cards,
              (select count(*)::integer from public.quizquestions q where q.studysetid = s.studysetid) as questions,
              (select count(*)::integer from public.summarypoints p where p.studysetid = s.studysetid) as points,
              (select bool_and((select count(distinct o) from jsonb_array_elements_text(q.options) o) = 4)
                 from public.quizquestions q where q.studysetid = s.studysetid) as distinct_options,
              (select count(*)::integer from public.quizquestions q, jsonb_array_elements_text(q.options) o
                 where q.studysetid = s.studysetid and o in ('None of these', 'All of these')) as filler
       from public.studysets s join public.studysessions ss using (sessionid)
       where ss.userid = $1 and ss.status = 'completed'`,
      [DEMO],
    );
    expect(sets.rows).toHaveLength(16);
    for (const set of sets.rows) {
      expect(set).toMatchObject({ distinct_options: true, filler: 0 });
      expect(Math.min(set.cards, set.questions, set.points)).toBeGreaterThanOrEqual(3);
    }
    const places = await t.db.query<{ correctoption: number }>(
      'select distinct correctoption from public.quizquestions where userid = $1',
      [DEMO],
    );
    expect(places.rows).toHaveLength(4);
  });
});
