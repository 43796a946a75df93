import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, completedSession, createLearner, learner, setClock } from './support/learners';

type Export = Record<string, unknown> & { userid: string };

describe.each(ENGINES)('a learner’s data as JSON on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    await setClock(t.db, '2026-11-18T10:00:00Z');
  });
  afterAll(() => t?.dispose());

  /** A completed session with a question answered at validation and an exam date. */
  async function learnerWithData() {
    const userid = await createLearner(t.db);
    const session = await completedSession(t.db, userid, 'Biology', 'Cells');
    await as(t.db, learner(userid), async (tx) => {
      const set = await tx.query<{ id: string }>(
        'insert into public.studysets (sessionid) values ($1) returning studysetid as id',
        [session.sessionid],
      );
      const question = await tx.query<{ id: string }>(
        `insert into public.quizquestions (studysetid, question, options, correctoption)
         values ($1, 'Which organelle makes ATP?', '["Nucleus","Mitochondrion","Ribosome","Vacuole"]', 1)
         returning questionid as id`,
        [set.rows[0]!.id],
      );
      await tx.query('insert into public.quizanswers (questionid, userid, chosenoption) values ($1, $2, 1)', [
        question.rows[0]!.id,
        userid,
      ]);
      await tx.query("insert into public.subjectexams (subjectname, examdate) values ('Biology', '2026-12-10')");
    });
    return userid;
  }

  it('holds every row of the learner’s, in every learner table, and none of another learner’s', async () => {
    const me = await learnerWithData();
    const other = await learnerWithData();
    const { rows } = await as(t.db, learner(me), (tx) => tx.query<{ data: Export }>('select public.export_my_data() as data'));
    const data = rows[0]!.data;
    expect(data.userid).toBe(me);

    const tables = await t.db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity and c.relname <> 'subscriptionplans'`,
    );
    for (const { name } of tables.rows) {
      expect(Array.isArray(data[name]), `${name} is in the export`).toBe(true);
      const owner = await t.db.query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = $1 and column_name in ('userid', 'user_id')`,
        [name],
      );
      expect(owner.rows, `${name} names its learner`).toHaveLength(1);
      const column = owner.rows[0]!.column_name;
      const mine = await t.db.query(`select count(*)::integer as n from public.${name} where ${column} = $1`, [me]);
      expect((data[name] as unknown[]).length, `every row of ${name}`).toBe(mine.rows[0]!.n);
    }
    for (const name of ['users', 'studysessions', 'studysets', 'quizquestions', 'quizanswers', 'memorystates', 'reviewcycleentries', 'subjectexams'])
      expect((data[name] as unknown[]).length, `${name} has the learner's rows`).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain(other);
  });

  it('is refused to a visitor who is not signed in', async () => {
    const outcome = await attempt(() => as(t.db, anon, (tx) => tx.query('select public.export_my_data()')));
    expect(outcome.ok).toBe(false);
  });
});
