import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, completedSession, createLearner, learner, setClock } from './support/learners';

/** One definition of "due" serves the Pending Reviews page, the review page and Home's count. */
describe.each(ENGINES)('the reviews due on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());

  const pending = (userid: string) =>
    as(t.db, learner(userid), (tx) =>
      tx.query<{ sessionid: string; isdue: boolean; due: string }>(
        `select sessionid, isdue, to_char(currentreviewduedate, 'YYYY-MM-DD') as due
         from public.get_pending_reviews() order by currentreviewduedate`,
      ),
    ).then((r) => r.rows);
  const dueCount = (userid: string) =>
    as(t.db, learner(userid), (tx) =>
      tx.query<{ home: { pendingreviews: number } }>('select to_json(public.get_home_dashboard()) as home'),
    ).then((r) => r.rows[0]!.home.pendingreviews);

  it("turns due at the learner's midnight on the database's clock, and Home counts exactly those", async () => {
    // Kiritimati is 14 hours ahead: the session completed there on 18 November is due on the 19th,
    // which starts there at 10:00 UTC on the 18th.
    const me = await createLearner(t.db, { plan: 'premium', timezone: 'Pacific/Kiritimati' });
    await setClock(t.db, '2026-11-17T12:00:00Z');
    const session = await completedSession(t.db, me, 'Physics', 'Waves');

    await setClock(t.db, '2026-11-18T09:59:00Z');
    expect(await pending(me)).toEqual([{ sessionid: session.sessionid, isdue: false, due: '2026-11-19' }]);
    expect(await dueCount(me)).toBe(0);

    await setClock(t.db, '2026-11-18T10:00:00Z');
    expect(await pending(me)).toEqual([{ sessionid: session.sessionid, isdue: true, due: '2026-11-19' }]);
    expect(await dueCount(me)).toBe(1);
  });

  it("never shows one learner another's reviews", async () => {
    await setClock(t.db, '2026-11-17T12:00:00Z');
    const me = await createLearner(t.db);
    await completedSession(t.db, me, 'Maths', 'Sets');
    const other = await createLearner(t.db);
    await setClock(t.db, '2026-11-20T12:00:00Z');
    expect(await pending(me)).toHaveLength(1);
    expect(await pending(other)).toEqual([]);
  });

  it('answers nobody who is not signed in', async () => {
    await expect(as(t.db, anon, (tx) => tx.query('select * from public.get_pending_reviews()'))).rejects.toThrow(
      /permission denied/,
    );
  });
});
