import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall } from './support/api-call';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, completedSession, createLearner, learner, setClock } from './support/learners';

const WEDNESDAY = '2026-11-18T10:00:00Z';
const atNoon = (date: string) => `${date}T12:00:00Z`;
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface ReviewResult {
  entryid: string;
  reviewstage: number;
  answered: number;
  correct: number;
  mastered: boolean;
  nextentry: { entryid: string; reviewstage: number; currentreviewduedate: string } | null;
}

describe.each(ENGINES)('review cycle on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());
  beforeEach(() => setClock(t.db, WEDNESDAY));

  /** A completed session with a study set of two questions; returns its first review entry. */
  async function sessionWithReview(userid: string) {
    const session = await completedSession(t.db, userid);
    const set = await t.db.query<{ id: string }>(
      'insert into public.studysets (sessionid, userid) values ($1, $2) returning studysetid as id',
      [session.sessionid, userid],
    );
    const questions = await t.db.query<{ id: string }>(
      `insert into public.quizquestions (studysetid, userid, question, options, correctoption)
       select $1, $2, 'Question ' || n, '["a","b","c","d"]', 2 from generate_series(1, 2) n
       returning questionid as id`,
      [set.rows[0]!.id, userid],
    );
    const entry = await t.db.query<{ id: string }>(
      'select entryid as id from public.reviewcycleentries where sessionid = $1',
      [session.sessionid],
    );
    return { session, entryid: entry.rows[0]!.id, questions: questions.rows.map((q) => q.id) };
  }

  const completeReview = (
    userid: string,
    entryid: string,
    answers: unknown[] = [],
    completionId: string | null = null,
  ) =>
    as(t.db, learner(userid), (tx) =>
      apiCall<{ result: ReviewResult }>(tx, 'complete_review', { entry_id: entryid, answers, completion_id: completionId }, 'to_json(called) as result'),
    ).then((r) => r.rows[0]!.result);

  const entryState = (sessionid: string) =>
    t.db
      .query(
        `select reviewstage, status, to_char(currentreviewduedate, 'YYYY-MM-DD') as due
         from public.reviewcycleentries where sessionid = $1 order by reviewstage`,
        [sessionid],
      )
      .then((r) => r.rows);

  it('records the answers of a due stage and schedules the next one', async () => {
    const me = await createLearner(t.db);
    const { session, entryid, questions } = await sessionWithReview(me);
    await setClock(t.db, atNoon('2026-11-19'));
    const result = await completeReview(me, entryid, [
      { questionid: questions[0], chosenoption: 2 },
      { questionid: questions[1], chosenoption: 0 },
    ]);
    expect(result).toMatchObject({ reviewstage: 1, answered: 2, correct: 1, mastered: false });
    expect(result.nextentry).toMatchObject({ reviewstage: 2, currentreviewduedate: '2026-11-22' });
    expect(await entryState(session.sessionid)).toEqual([
      { reviewstage: 1, status: 'completed', due: '2026-11-19' },
      { reviewstage: 2, status: 'pending', due: '2026-11-22' },
    ]);
    const answers = await t.db.query(
      'select reviewstage, iscorrect from public.quizanswers where userid = $1 order by iscorrect',
      [me],
    );
    expect(answers.rows).toEqual([
      { reviewstage: 1, iscorrect: false },
      { reviewstage: 1, iscorrect: true },
    ]);
    const row = await t.db.query(
      'select lastreviewedat from public.studysessions where sessionid = $1',
      [session.sessionid],
    );
    expect(row.rows[0]).toEqual({ lastreviewedat: '2026-11-19 12:00:00+00' });
  });

  it('walks the intervals 1, 3, 7, 14, 30, 90 days and marks the session mastered after stage 6', async () => {
    const me = await createLearner(t.db);
    const { session, entryid } = await sessionWithReview(me);
    let due = '2026-11-19';
    let entry = entryid;
    const dues = [due];
    for (const interval of [3, 7, 14, 30, 90]) {
      await setClock(t.db, atNoon(due));
      const result = await completeReview(me, entry);
      due = addDays(due, interval);
      expect(result.nextentry?.currentreviewduedate).toBe(due);
      entry = result.nextentry!.entryid;
      dues.push(due);
    }
    await setClock(t.db, atNoon(due));
    const last = await completeReview(me, entry);
    expect(last).toMatchObject({ reviewstage: 6, mastered: true, nextentry: null });
    expect((await entryState(session.sessionid)).map((e) => e.due)).toEqual(dues);
    const row = await t.db.query(
      'select masteredat is not null as mastered from public.studysessions where sessionid = $1',
      [session.sessionid],
    );
    expect(row.rows[0]).toEqual({ mastered: true });
  });

  it('refuses a review that is not due yet, and changes nothing', async () => {
    const me = await createLearner(t.db);
    const { session, entryid, questions } = await sessionWithReview(me);
    const outcome = await attempt(() =>
      completeReview(me, entryid, [{ questionid: questions[0], chosenoption: 2 }]).then(() => ({
        rowCount: 1,
        rows: [],
      })),
    );
    expect(outcome).toMatchObject({
      ok: false,
      message: 'This review is not due until 2026-11-19',
      hint: 'review_not_due',
    });
    expect(await entryState(session.sessionid)).toEqual([
      { reviewstage: 1, status: 'pending', due: '2026-11-19' },
    ]);
    const answers = await t.db.query(
      'select count(*)::integer as n from public.quizanswers where userid = $1',
      [me],
    );
    expect(answers.rows[0]).toEqual({ n: 0 });
  });

  it('refuses a completed review, another learner, an anonymous caller and foreign answers', async () => {
    const me = await createLearner(t.db);
    const other = await createLearner(t.db);
    const { session, entryid } = await sessionWithReview(me);
    const foreign = await sessionWithReview(other);
    await setClock(t.db, atNoon('2026-11-19'));
    const call = (userid: string, answers: unknown[] = []) =>
      attempt(() =>
        completeReview(userid, entryid, answers).then(() => ({ rowCount: 1, rows: [] })),
      );

    expect(await call(other)).toMatchObject({ ok: false, message: 'Review not found' });
    expect(await call(me, [{ questionid: foreign.questions[0], chosenoption: 1 }])).toMatchObject({
      ok: false,
      hint: 'invalid_answers',
    });
    const asAnon = await attempt(() =>
      as(t.db, anon, (tx) => tx.query('select public.complete_review($1)', [entryid])),
    );
    expect(asAnon).toMatchObject({ ok: false, code: '42501' });
    expect(await entryState(session.sessionid)).toEqual([
      { reviewstage: 1, status: 'pending', due: '2026-11-19' },
    ]);

    expect((await call(me)).ok).toBe(true);
    expect(await call(me)).toMatchObject({ ok: false, hint: 'review_already_completed' });
  });

  describe('sent again with its completion id', () => {
    const answersOf = (userid: string) =>
      t.db
        .query(
          'select questionid, reviewstage, chosenoption from public.quizanswers where userid = $1 order by questionid',
          [userid],
        )
        .then((r) => r.rows);
    const refusal = (run: () => Promise<unknown>) =>
      attempt(() => run().then(() => ({ rowCount: 1, rows: [] })));

    it('answers what the first call answered and records nothing twice', async () => {
      const me = await createLearner(t.db);
      const { session, entryid, questions } = await sessionWithReview(me);
      await setClock(t.db, atNoon('2026-11-19'));
      const completion = randomUUID();
      const given = [
        { questionid: questions[0], chosenoption: 2 },
        { questionid: questions[1], chosenoption: 0 },
      ];
      const first = await completeReview(me, entryid, given, completion);
      const answersBefore = await answersOf(me);

      // The device never heard the answer and sends the queued completion again, later that day.
      await setClock(t.db, '2026-11-19T18:00:00Z');
      const again = await completeReview(me, entryid, given, completion);

      expect(again).toEqual(first);
      expect(again).toMatchObject({ reviewstage: 1, answered: 2, correct: 1, mastered: false });
      expect(await entryState(session.sessionid)).toEqual([
        { reviewstage: 1, status: 'completed', due: '2026-11-19' },
        { reviewstage: 2, status: 'pending', due: '2026-11-22' },
      ]);
      expect(await answersOf(me)).toEqual(answersBefore);
      const row = await t.db.query(
        'select lastreviewedat from public.studysessions where sessionid = $1',
        [session.sessionid],
      );
      expect(row.rows[0]).toEqual({ lastreviewedat: '2026-11-19 12:00:00+00' });
    });

    it('answers the last stage again as mastered, with no next stage', async () => {
      const me = await createLearner(t.db);
      const { session } = await sessionWithReview(me);
      // Stage 6 due today, without walking the five stages before it.
      await t.db.query(
        `update public.reviewcycleentries set reviewstage = 6, currentreviewduedate = '2026-11-18' where sessionid = $1`,
        [session.sessionid],
      );
      const entry = await t.db.query<{ id: string }>(
        'select entryid as id from public.reviewcycleentries where sessionid = $1',
        [session.sessionid],
      );
      const completion = randomUUID();
      const first = await completeReview(me, entry.rows[0]!.id, [], completion);
      expect(first).toMatchObject({ reviewstage: 6, mastered: true, nextentry: null });
      expect(await completeReview(me, entry.rows[0]!.id, [], completion)).toEqual(first);
    });

    it('refuses another completion id, none, and another learner sending the same id', async () => {
      const me = await createLearner(t.db);
      const other = await createLearner(t.db);
      const { session, entryid } = await sessionWithReview(me);
      await setClock(t.db, atNoon('2026-11-19'));
      const completion = randomUUID();
      await completeReview(me, entryid, [], completion);
      const after = await entryState(session.sessionid);

      expect(await refusal(() => completeReview(me, entryid, [], randomUUID()))).toMatchObject({
        ok: false,
        message: 'This review is already completed',
        hint: 'review_already_completed',
      });
      expect(await refusal(() => completeReview(me, entryid, [], null))).toMatchObject({
        ok: false,
        hint: 'review_already_completed',
      });
      expect(await refusal(() => completeReview(other, entryid, [], completion))).toMatchObject({
        ok: false,
        message: 'Review not found',
        hint: 'review_not_found',
      });
      expect(await entryState(session.sessionid)).toEqual(after);
    });

    it('refuses a completion id already used for another review, and changes nothing', async () => {
      const me = await createLearner(t.db);
      const first = await sessionWithReview(me);
      const second = await sessionWithReview(me);
      await setClock(t.db, atNoon('2026-11-19'));
      const completion = randomUUID();
      await completeReview(me, first.entryid, [], completion);

      const outcome = await refusal(() =>
        completeReview(
          me,
          second.entryid,
          [{ questionid: second.questions[0], chosenoption: 2 }],
          completion,
        ),
      );
      expect(outcome).toMatchObject({ ok: false, code: '22023', hint: 'completion_id_used' });
      expect(await entryState(second.session.sessionid)).toEqual([
        { reviewstage: 1, status: 'pending', due: '2026-11-19' },
      ]);
      expect(await answersOf(me)).toEqual([]);
    });

    it('lets another learner use the same completion id for its own review', async () => {
      const me = await createLearner(t.db);
      const other = await createLearner(t.db);
      const mine = await sessionWithReview(me);
      const theirs = await sessionWithReview(other);
      await setClock(t.db, atNoon('2026-11-19'));
      const completion = randomUUID();
      await completeReview(me, mine.entryid, [], completion);
      expect(await completeReview(other, theirs.entryid, [], completion)).toMatchObject({
        reviewstage: 1,
      });
    });

    it('records the completion once when two devices send it at the same moment', async () => {
      const me = await createLearner(t.db);
      const { session, entryid, questions } = await sessionWithReview(me);
      await setClock(t.db, atNoon('2026-11-19'));
      const completion = randomUUID();
      const given = [{ questionid: questions[0], chosenoption: 2 }];
      const results = await Promise.all(
        Array.from({ length: 5 }, () => completeReview(me, entryid, given, completion)),
      );
      for (const result of results) expect(result).toEqual(results[0]);
      expect(await entryState(session.sessionid)).toEqual([
        { reviewstage: 1, status: 'completed', due: '2026-11-19' },
        { reviewstage: 2, status: 'pending', due: '2026-11-22' },
      ]);
      expect(await answersOf(me)).toHaveLength(1);
    });
  });
});
