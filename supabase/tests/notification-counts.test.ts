import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, createLearner, learner } from './support/learners';

/** The settings page's delivered / failed / clicked counts (public.get_notification_counts). */
describe.each(ENGINES)('notification counts on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());

  /** Writes the learner's rows as the server does: one per [status, clicked]. */
  async function notifications(userid: string, rows: [string, boolean][]) {
    for (const [status, clicked] of rows)
      await t.db.query(
        `insert into public.notification_logs (user_id, notification_type, content, status, clicked_at)
         values ($1, 'motivational', '{"title": "Study Time!", "body": "Small steps add up."}', $2,
                 case when $3 then private.app_now() end)`,
        [userid, status, clicked],
      );
  }
  const countsOf = async (userid: string) =>
    (
      await as(t.db, learner(userid), (tx) =>
        tx.query<{ counts: unknown }>('select to_json(public.get_notification_counts()) as counts'),
      )
    ).rows[0]!.counts;

  it("counts delivered (clicked included), failed and clicked over the caller's rows only", async () => {
    const me = await createLearner(t.db);
    const someoneElse = await createLearner(t.db);
    await notifications(me, [
      ['sent', false],
      ['sent', true],
      ['sent', true],
      ['failed', false],
      ['scheduled', false],
    ]);
    await notifications(someoneElse, [
      ['sent', true],
      ['failed', false],
      ['failed', false],
    ]);
    expect(await countsOf(me)).toEqual({ delivered: 3, failed: 1, clicked: 2 });
    expect(await countsOf(someoneElse)).toEqual({ delivered: 1, failed: 2, clicked: 1 });
  });

  it('answers zeros for a learner without notifications', async () => {
    expect(await countsOf(await createLearner(t.db))).toEqual({
      delivered: 0,
      failed: 0,
      clicked: 0,
    });
  });

  it('is for signed-in learners only', async () => {
    const outcome = await attempt(() =>
      as(t.db, anon, (tx) => tx.query('select public.get_notification_counts()')),
    );
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });
});
