import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { as, completedSession, createLearner, learner, setClock } from './support/learners';

const WEDNESDAY = '2026-11-18T10:00:00Z';

interface DueReview {
  entryid: string;
  sessionid: string;
  sessionname: string;
  reviewstage: number;
  currentreviewduedate: string;
}

interface HomeToday {
  pendingreviews: number;
  streak: number;
  thisweeksessions: number;
  weeklygoal: number;
  duereviews: DueReview[];
}

describe.each(ENGINES)("home's Today section on %s", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());
  beforeEach(() => setClock(t.db, WEDNESDAY));

  const call = <T>(userid: string, fn: 'get_home_dashboard' | 'get_study_stats') =>
    as(t.db, learner(userid), (tx) => tx.query<{ result: T }>(`select to_json(public.${fn}()) as result`)).then(
      (r) => r.rows[0]!.result,
    );
  const home = (userid: string) => call<HomeToday>(userid, 'get_home_dashboard');

  /** A premium learner (no daily limit) who completed one session at noon of each day. */
  async function learnerWithSessionsOn(days: string[], goal = 10) {
    const me = await createLearner(t.db, { plan: 'premium', createdAt: '2026-11-01T10:00:00Z' });
    await t.db.query('update public.users set weeklygoal = $2 where userid = $1', [me, goal]);
    const sessions = [];
    for (const [n, day] of days.entries()) {
      await setClock(t.db, `${day}T12:00:00Z`);
      sessions.push(await completedSession(t.db, me, 'Maths', `Topic ${n + 1}`));
    }
    await setClock(t.db, WEDNESDAY);
    return { me, sessions };
  }

  it('starts a new learner at no streak, nothing this week, the default goal and nothing due', async () => {
    const me = await createLearner(t.db);
    expect(await home(me)).toMatchObject({ streak: 0, thisweeksessions: 0, weeklygoal: 10, duereviews: [] });
  });

  it('gives the streak and this week against the goal exactly as Study Stats counts them', async () => {
    // Sunday, Monday and Tuesday: a three-day streak that today has not broken yet; two this week.
    const { me } = await learnerWithSessionsOn(['2026-11-15', '2026-11-16', '2026-11-17'], 20);
    const stats = await call<Record<string, number>>(me, 'get_study_stats');
    expect(await home(me)).toMatchObject({ streak: 3, thisweeksessions: 2, weeklygoal: 20 });
    expect(stats).toMatchObject({ streak: 3, thisweeksessions: 2, weeklygoal: 20 });

    // A session completed today extends both.
    await completedSession(t.db, me, 'Maths', 'Today');
    expect(await home(me)).toMatchObject({ streak: 4, thisweeksessions: 3 });
  });

  it('names the first five reviews due, oldest first, with what opens them; the rest are only counted', async () => {
    // Stage 1 falls due the day after: the sessions of 10-17 November are due 11-18 November,
    // today's is due tomorrow.
    const days = ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15', '2026-11-17'];
    const { me, sessions } = await learnerWithSessionsOn([...days, '2026-11-18']);
    const entries = await t.db.query<{ entryid: string; sessionid: string }>(
      'select entryid, sessionid from public.reviewcycleentries where userid = $1',
      [me],
    );
    const entryOf = (sessionid: string) => entries.rows.find((row) => row.sessionid === sessionid)!.entryid;

    const dashboard = await home(me);
    expect(dashboard.pendingreviews).toBe(7);
    expect(dashboard.duereviews).toEqual(
      sessions.slice(0, 5).map((session, n) =>
        expect.objectContaining({
          entryid: entryOf(session.sessionid),
          sessionid: session.sessionid,
          sessionname: `Maths - Topic ${n + 1} #1`,
          reviewstage: 1,
          currentreviewduedate: `2026-11-${11 + n}`,
          isdue: true,
        }),
      ),
    );
  });

  it("follows the learner's own today, not the server's", async () => {
    // Kiritimati is 14 hours ahead: at 09:00 UTC it is still 18 November there, at 10:30 the 19th.
    const me = await createLearner(t.db, { plan: 'premium', timezone: 'Pacific/Kiritimati' });
    await setClock(t.db, '2026-11-17T12:00:00Z');
    const session = await completedSession(t.db, me, 'Physics', 'Waves');
    await setClock(t.db, '2026-11-18T09:00:00Z');
    expect(await home(me)).toMatchObject({ pendingreviews: 0, duereviews: [] });
    await setClock(t.db, '2026-11-18T10:30:00Z');
    expect((await home(me)).duereviews.map((review) => review.sessionid)).toEqual([session.sessionid]);
  });

  it("never shows one learner another's reviews or streak", async () => {
    const { me } = await learnerWithSessionsOn(['2026-11-16', '2026-11-17']);
    const other = await createLearner(t.db);
    expect((await home(me)).duereviews).toHaveLength(2);
    expect(await home(other)).toMatchObject({ pendingreviews: 0, streak: 0, thisweeksessions: 0, duereviews: [] });
  });
});
