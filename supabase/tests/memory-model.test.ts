import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fsrs, type Grade } from 'ts-fsrs';
import { apiCall } from './support/api-call';
import { attempt, type Outcome } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { as, completedSession, createLearner, learner, setClock } from './support/learners';

const model = fsrs();
const refusal = (outcome: Outcome) => (outcome.ok ? 'accepted' : outcome.message);
const GOOD = 3 as Grade;
const AGAIN = 1 as Grade;

interface Memory {
  difficulty: number;
  stability: number;
}

/** ts-fsrs's own state after a history of [days since the previous answer, rating] pairs. */
function expectedState(history: Array<[number, number]>): Memory {
  let state: Memory | null = null;
  for (const [days, grade] of history) state = model.next_state(state, days, grade as Grade);
  return state!;
}

// Histories with first answers of every rating, same-day answers (short-term), lapses, long gaps
// and the ladder's own intervals.
const HISTORIES: Array<[string, Array<[number, number]>]> = [
  ['one Good', [[0, 3]]],
  ['one Again', [[0, 1]]],
  ['one Hard, one Easy', [[0, 2], [3, 4]]],
  ['the ladder, all Good', [[0, 3], [1, 3], [3, 3], [7, 3], [14, 3], [30, 3], [90, 3]]],
  ['a lapse on the third review', [[0, 3], [1, 3], [3, 1], [7, 3], [14, 2]]],
  ['same-day answers', [[0, 1], [0, 2], [0, 3], [0, 4], [1, 1]]],
  ['long gaps', [[0, 4], [200, 1], [400, 3], [5, 4]]],
  ['every rating in turn', [[0, 2], [2, 1], [2, 2], [9, 3], [0, 4], [40, 1]]],
];

describe.each(ENGINES)('the memory model on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());

  async function databaseState(history: Array<[number, number]>): Promise<Memory> {
    const { rows } = await t.db.query<Memory>(
      `with recursive steps as (
         select 1 as n, private.fsrs_next(null, 0, ($1::jsonb -> 0 ->> 1)::integer) as m
         union all
         select n + 1, private.fsrs_next(m, ($1::jsonb -> n ->> 0)::integer, ($1::jsonb -> n ->> 1)::integer)
         from steps where n < jsonb_array_length($1::jsonb)
       )
       select (m).difficulty, (m).stability from steps order by n desc limit 1`,
      [JSON.stringify(history)],
    );
    return rows[0]!;
  }

  it.each(HISTORIES)('gives ts-fsrs’s difficulty and stability for %s', async (_name, history) => {
    const expected = expectedState(history);
    const actual = await databaseState(history);
    expect(actual.difficulty).toBeCloseTo(expected.difficulty, 6);
    expect(actual.stability).toBeCloseTo(expected.stability, 6);
  });

  it('gives ts-fsrs’s predicted recall', async () => {
    for (const [days, stability] of [[0, 2.3], [1, 2.3065], [3, 0.212], [30, 45.1], [365, 12.5], [7, 0.001]]) {
      const { rows } = await t.db.query<{ r: number }>('select private.fsrs_recall($1, $2) as r', [days, stability]);
      expect(rows[0]!.r).toBeCloseTo(model.forgetting_curve(days!, stability!), 8);
    }
  });

  it('refuses a rating outside 1 to 4', async () => {
    const error = await attempt(() => t.db.query('select private.fsrs_next(null, 0, 5)'));
    expect(refusal(error)).toBe('A rating is 1 (Again) to 4 (Easy)');
  });
});

const WEDNESDAY = '2026-11-18T10:00:00Z';

describe.each(ENGINES)('memory states of a learner’s items on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());
  beforeEach(() => setClock(t.db, WEDNESDAY));

  /** A completed session with two questions (correct option 2) and two flashcards. */
  async function studiedSession(userid: string, subject = 'Biology', topic = 'Cells') {
    const session = await completedSession(t.db, userid, subject, topic);
    const set = await t.db.query<{ id: string }>(
      'insert into public.studysets (sessionid, userid) values ($1, $2) returning studysetid as id',
      [session.sessionid, userid],
    );
    const studysetid = set.rows[0]!.id;
    const questions = await t.db.query<{ id: string }>(
      `insert into public.quizquestions (studysetid, userid, question, options, correctoption, position)
       select $1, $2, 'Question ' || n, '["a","b","c","d"]', 2, n from generate_series(1, 2) n
       returning questionid as id`,
      [studysetid, userid],
    );
    const cards = await t.db.query<{ id: string }>(
      `insert into public.flashcards (studysetid, userid, front, back, position)
       select $1, $2, 'Front ' || n, 'Back ' || n, n from generate_series(1, 2) n
       returning flashcardid as id`,
      [studysetid, userid],
    );
    const entry = await t.db.query<{ id: string }>(
      'select entryid as id from public.reviewcycleentries where sessionid = $1',
      [session.sessionid],
    );
    return {
      session,
      entryid: entry.rows[0]!.id,
      questions: questions.rows.map((q) => q.id),
      cards: cards.rows.map((c) => c.id),
    };
  }

  const answerAtValidation = (userid: string, questionid: string, chosenoption: number) =>
    as(t.db, learner(userid), (tx) =>
      tx.query('insert into public.quizanswers (questionid, userid, reviewstage, chosenoption) values ($1, $2, 0, $3)', [
        questionid,
        userid,
        chosenoption,
      ]),
    );

  const completeReview = (userid: string, entryid: string, answers: unknown[], grades: unknown[]) =>
    as(t.db, learner(userid), (tx) => apiCall(tx, 'complete_review', { entry_id: entryid, answers, grades }));

  const states = (userid: string) =>
    as(t.db, learner(userid), (tx) =>
      tx.query<Memory & { item: string; answers: number; lapses: number; lastanswerday: string }>(
        `select coalesce(flashcardid, questionid) as item, difficulty, stability, answers, lapses,
                to_char(lastanswerday, 'YYYY-MM-DD') as lastanswerday
         from public.memorystates`,
      ),
    ).then((r) => new Map(r.rows.map((row) => [row.item, row])));

  it('updates each item’s state from validation answers, review answers and self-grades', async () => {
    const me = await createLearner(t.db);
    const { entryid, questions, cards } = await studiedSession(me);
    await answerAtValidation(me, questions[0]!, 2);
    await answerAtValidation(me, questions[1]!, 0);

    let held = await states(me);
    const close = (item: string, expected: Memory) => {
      expect(held.get(item)!.difficulty).toBeCloseTo(expected.difficulty, 6);
      expect(held.get(item)!.stability).toBeCloseTo(expected.stability, 6);
    };
    expect(held.size).toBe(2);
    close(questions[0]!, expectedState([[0, GOOD]]));
    close(questions[1]!, expectedState([[0, AGAIN]]));
    expect(held.get(questions[0]!)).toMatchObject({ answers: 1, lapses: 0 });
    expect(held.get(questions[1]!)).toMatchObject({ answers: 1, lapses: 1 });

    await setClock(t.db, '2026-11-19T12:00:00Z');
    await completeReview(
      me,
      entryid,
      [
        { questionid: questions[0], chosenoption: 1 },
        { questionid: questions[1], chosenoption: 2 },
      ],
      [
        { flashcardid: cards[0], grade: 4 },
        { flashcardid: cards[1], grade: 2 },
      ],
    );

    held = await states(me);
    close(questions[0]!, expectedState([[0, 3], [1, 1]]));
    close(questions[1]!, expectedState([[0, 1], [1, 3]]));
    close(cards[0]!, expectedState([[0, 4]]));
    close(cards[1]!, expectedState([[0, 2]]));
    expect(held.get(questions[0]!)).toMatchObject({ answers: 2, lapses: 1, lastanswerday: '2026-11-19' });
    const grades = await as(t.db, learner(me), (tx) =>
      tx.query('select flashcardid, reviewstage, grade from public.flashcardgrades order by grade'),
    );
    expect(grades.rows).toEqual([
      { flashcardid: cards[1], reviewstage: 1, grade: 2 },
      { flashcardid: cards[0], reviewstage: 1, grade: 4 },
    ]);
  });

  it('leaves every state unchanged when a review is refused', async () => {
    const me = await createLearner(t.db);
    const other = await createLearner(t.db);
    const { entryid, questions, cards } = await studiedSession(me);
    const foreign = await studiedSession(other);
    await answerAtValidation(me, questions[0]!, 2);
    const before = await states(me);
    await setClock(t.db, '2026-11-19T12:00:00Z');

    const badGrade = await attempt(() =>
      completeReview(me, entryid, [{ questionid: questions[0], chosenoption: 2 }], [{ flashcardid: cards[0], grade: 5 }]),
    );
    expect(refusal(badGrade)).toBe('A flashcard grade is 1 (Again) to 4 (Easy)');
    const foreignCard = await attempt(() =>
      completeReview(me, entryid, [{ questionid: questions[0], chosenoption: 2 }], [
        { flashcardid: foreign.cards[0], grade: 3 },
      ]),
    );
    expect(refusal(foreignCard)).toBe('Some grades are not for flashcards of this session');
    const withoutGrade = await attempt(() => completeReview(me, entryid, [], [{ flashcardid: cards[0] }]));
    expect(refusal(withoutGrade)).toBe('Each grade needs its flashcard and the grade');
    // Not a list at all: refused as the argument's type, before the review runs.
    const notAList = await attempt(() => completeReview(me, entryid, [], { flashcardid: cards[0] } as never));
    expect(notAList).toMatchObject({ ok: false, code: '22P02' });

    expect(await states(me)).toEqual(before);
    const entry = await t.db.query('select status from public.reviewcycleentries where entryid = $1', [entryid]);
    expect(entry.rows[0]).toEqual({ status: 'pending' });
    expect((await states(other)).size).toBe(0);
  });

  it('lets a learner read only its own states and grades, and write neither', async () => {
    const me = await createLearner(t.db);
    const other = await createLearner(t.db);
    const mine = await studiedSession(me);
    await answerAtValidation(me, mine.questions[0]!, 2);
    expect((await states(other)).size).toBe(0);

    const insert = await attempt(() =>
      as(t.db, learner(me), (tx) =>
        tx.query(
          `insert into public.memorystates (userid, sessionid, questionid, difficulty, stability, lastanswerday, lastansweredat)
           values ($1, $2, $3, 1, 365, current_date, now())`,
          [me, mine.session.sessionid, mine.questions[1]],
        ),
      ),
    );
    expect(refusal(insert)).toMatch(/permission denied/);
    const update = await attempt(() =>
      as(t.db, learner(me), (tx) => tx.query('update public.memorystates set stability = 36500')),
    );
    expect(refusal(update)).toMatch(/permission denied/);
    const grade = await attempt(() =>
      as(t.db, learner(me), (tx) =>
        tx.query('insert into public.flashcardgrades (flashcardid, userid, reviewstage, grade) values ($1, $2, 1, 4)', [
          mine.cards[0],
          me,
        ]),
      ),
    );
    expect(refusal(grade)).toMatch(/permission denied/);
  });

  it('predicts recall per session, topic and subject, and on an exam day', async () => {
    const me = await createLearner(t.db);
    const cells = await studiedSession(me, 'Biology', 'Cells');
    const genes = await studiedSession(me, 'Biology', 'Genes');
    await answerAtValidation(me, cells.questions[0]!, 2);
    await answerAtValidation(me, cells.questions[1]!, 0);
    await answerAtValidation(me, genes.questions[0]!, 2);

    // Four days on (the learner's days: Wednesday 18th to Sunday 22nd).
    await setClock(t.db, '2026-11-22T12:00:00Z');
    await as(t.db, learner(me), (tx) =>
      tx.query("insert into public.subjectexams (subjectname, examdate) values ('Biology', '2026-12-02')"),
    );
    const { rows } = await as(t.db, learner(me), (tx) =>
      tx.query<{
        scope: string;
        topicname: string | null;
        sessionid: string | null;
        sessionname: string | null;
        recall: number;
        items: number;
        examrecall: number | null;
        examgain: number | null;
        nextreview: string | null;
        nextrecall: number | null;
      }>(
        `select scope, topicname, sessionid, sessionname, recall, items, examrecall, examgain,
                to_char(nextreview, 'YYYY-MM-DD') as nextreview, nextrecall from public.get_recall()`,
      ),
    );
    const good = expectedState([[0, GOOD]]).stability;
    const again = expectedState([[0, AGAIN]]).stability;
    const recall = (days: number, stability: number) => model.forgetting_curve(days, stability);

    const cellsRow = rows.find((r) => r.sessionid === cells.session.sessionid)!;
    expect(cellsRow).toMatchObject({ items: 2, sessionname: cells.session.sessionname });
    expect(cellsRow.recall).toBeCloseTo((recall(4, good) + recall(4, again)) / 2, 8);
    expect(cellsRow.nextreview).toBe('2026-11-19');
    expect(cellsRow.nextrecall).toBeCloseTo((recall(1, good) + recall(1, again)) / 2, 8);
    const topicRow = rows.find((r) => r.scope === 'topic' && r.topicname === 'Genes')!;
    expect(topicRow.recall).toBeCloseTo(recall(4, good), 8);
    const subject = rows.find((r) => r.scope === 'subject')!;
    expect(subject).toMatchObject({ items: 3, topicname: null, sessionid: null, sessionname: null });
    expect(subject.recall).toBeCloseTo((2 * recall(4, good) + recall(4, again)) / 3, 8);
    expect(subject.examrecall).toBeCloseTo((2 * recall(14, good) + recall(14, again)) / 3, 8);

    // Reviewing a session today (every item Good) raises the exam-day figure by its gain.
    const reviewedGood = model.next_state(expectedState([[0, GOOD]]), 4, GOOD).stability;
    const reviewedAgain = model.next_state(expectedState([[0, AGAIN]]), 4, GOOD).stability;
    expect(cellsRow.examgain).toBeCloseTo(
      (recall(10, reviewedGood) - recall(14, good) + recall(10, reviewedAgain) - recall(14, again)) / 3,
      8,
    );
    const genesRow = rows.find((r) => r.sessionid === genes.session.sessionid)!;
    expect(genesRow.examgain).toBeCloseTo((recall(10, reviewedGood) - recall(14, good)) / 3, 8);
    expect(cellsRow.examgain!).toBeGreaterThan(genesRow.examgain!);
  });

  it('refuses an exam date in the past, and another learner’s exam dates are out of reach', async () => {
    const me = await createLearner(t.db);
    const other = await createLearner(t.db);
    await completedSession(t.db, me);
    const past = await attempt(() =>
      as(t.db, learner(me), (tx) =>
        tx.query("insert into public.subjectexams (subjectname, examdate) values ('Biology', '2026-11-17')"),
      ),
    );
    expect(refusal(past)).toBe('An exam date must be between today and two years from now');
    await as(t.db, learner(me), (tx) =>
      tx.query("insert into public.subjectexams (subjectname, examdate) values ('Biology', '2026-12-17')"),
    );
    const seen = await as(t.db, learner(other), (tx) => tx.query('select * from public.subjectexams'));
    expect(seen.rows).toEqual([]);
    const changed = await as(t.db, learner(other), (tx) =>
      tx.query("update public.subjectexams set examdate = '2026-12-01' returning 1"),
    );
    expect(changed.rows).toEqual([]);
  });
});
