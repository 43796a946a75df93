import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall } from './support/api-call';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, createLearner, learner, setClock } from './support/learners';

const WEDNESDAY = '2026-11-18T10:00:00Z';

interface Card {
  front: string;
  back: string;
}

const cards = (n: number): Card[] =>
  Array.from({ length: n }, (_, i) => ({ front: `Term ${i + 1}`, back: `Definition ${i + 1}` }));

const question = {
  question: 'Which term is defined as “Definition 1”?',
  options: ['Term 2', 'Term 1', 'Term 3', 'Term 4'],
  correctoption: 1,
};

describe.each(ENGINES)('importing a deck on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());
  beforeEach(() => setClock(t.db, WEDNESDAY));

  const importDeck = (
    userid: string,
    flashcards: unknown,
    questions: unknown = [],
    history: unknown = null,
    names: [string, string] = ['Languages', 'Spanish verbs'],
  ) =>
    attempt(() =>
      as(t.db, learner(userid), (tx) =>
        apiCall(tx, 'import_study_deck', { subject: names[0], topic: names[1], flashcards, questions, history }, 'result as id'),
      ),
    );

  const storedRows = async (userid: string) => {
    const { rows } = await t.db.query<{ n: number }>(
      `select (select count(*) from public.studysessions where userid = $1)
            + (select count(*) from public.studysets where userid = $1)
            + (select count(*) from public.flashcards where userid = $1)
            + (select count(*) from public.quizquestions where userid = $1)
            + (select count(*) from public.memorystates where userid = $1)
            + (select count(*) from public.reviewcycleentries where userid = $1) as n`,
      [userid],
    );
    return Number(rows[0]!.n);
  };

  it('makes a completed session of the caller only, with its cards and questions, stage 1 due tomorrow', async () => {
    const me = await createLearner(t.db, { plan: 'premium' });
    const other = await createLearner(t.db, { plan: 'premium' });
    const made = await importDeck(me, cards(4), [question]);
    if (!made.ok) throw new Error(`The deck was not imported: ${made.message}`);
    const sessionid = String(made.rows[0]!.id);

    const session = await t.db.query(
      'select userid, status, subjectname, topicname, sessionname from public.studysessions where sessionid = $1',
      [sessionid],
    );
    expect(session.rows[0]).toEqual({
      userid: me,
      status: 'completed',
      subjectname: 'Languages',
      topicname: 'Spanish verbs',
      sessionname: 'Languages - Spanish verbs #1',
    });
    const mine = await as(t.db, learner(me), (tx) =>
      tx.query<Card>(
        'select f.front, f.back from public.flashcards f join public.studysets s using (studysetid) where s.sessionid = $1 order by f.position',
        [sessionid],
      ),
    );
    expect(mine.rows).toEqual(cards(4));
    const asked = await as(t.db, learner(me), (tx) =>
      tx.query('select question, options, correctoption from public.quizquestions q join public.studysets s using (studysetid) where s.sessionid = $1', [sessionid]),
    );
    expect(asked.rows).toEqual([question]);
    const entry = await t.db.query(
      `select reviewstage, status, to_char(currentreviewduedate, 'YYYY-MM-DD') as due from public.reviewcycleentries where sessionid = $1`,
      [sessionid],
    );
    expect(entry.rows).toEqual([{ reviewstage: 1, status: 'pending', due: '2026-11-19' }]);
    // Another learner sees none of it; a deck without history starts no memory state.
    const seen = await as(t.db, learner(other), (tx) =>
      tx.query('select 1 from public.flashcards f join public.studysets s using (studysetid) where s.sessionid = $1', [sessionid]),
    );
    expect(seen.rowCount).toBe(0);
    expect((await t.db.query('select 1 from public.memorystates where sessionid = $1', [sessionid])).rowCount).toBe(0);
  });

  it("starts reviewed cards' memory states from Anki's history and dues the first review when Anki would", async () => {
    const me = await createLearner(t.db, { plan: 'premium' });
    const history = [
      { interval: 10, ease: 2.5, lapses: 1, reviews: 6, lastreview: '2026-11-12' }, // due 11-22
      { interval: 30, ease: 1.3, lapses: 4, reviews: 12, lastreview: '2026-11-01' }, // due 12-01
      null, // a new card keeps no state
    ];
    const made = await importDeck(me, cards(3), [], history);
    if (!made.ok) throw new Error(`The deck was not imported: ${made.message}`);
    const sessionid = String(made.rows[0]!.id);
    const states = await as(t.db, learner(me), (tx) =>
      tx.query<{ position: number; difficulty: number; stability: number; answers: number; lapses: number; day: string }>(
        `select f.position, m.difficulty, m.stability, m.answers, m.lapses, to_char(m.lastanswerday, 'YYYY-MM-DD') as day
         from public.memorystates m join public.flashcards f using (flashcardid) where m.sessionid = $1 order by f.position`,
        [sessionid],
      ),
    );
    expect(states.rows.map((s) => [s.position, s.stability, s.answers, s.lapses, s.day])).toEqual([
      [0, 10, 6, 1, '2026-11-12'],
      [1, 30, 12, 4, '2026-11-01'],
    ]);
    // fsrs-rs' mapping: the default ease is a middling card, the hardest ease the most difficult.
    expect(states.rows[0]!.difficulty).toBeCloseTo(6.91, 1);
    expect(states.rows[1]!.difficulty).toBe(10);
    const entry = await t.db.query(
      `select reviewstage, to_char(currentreviewduedate, 'YYYY-MM-DD') as due from public.reviewcycleentries where sessionid = $1`,
      [sessionid],
    );
    expect(entry.rows).toEqual([{ reviewstage: 1, due: '2026-11-22' }]);

    // Overdue in Anki: due today. Far off: at most 90 days away.
    const overdue = await importDeck(me, cards(1), [], [{ interval: 3, ease: 2.5, lapses: 0, reviews: 2, lastreview: '2026-10-01' }]);
    const faroff = await importDeck(me, cards(1), [], [{ interval: 400, ease: 2.8, lapses: 0, reviews: 9, lastreview: '2026-11-10' }]);
    const dues = await t.db.query(
      `select to_char(currentreviewduedate, 'YYYY-MM-DD') as due from public.reviewcycleentries where sessionid in ($1, $2) order by currentreviewduedate`,
      [overdue.ok && overdue.rows[0]!.id, faroff.ok && faroff.rows[0]!.id],
    );
    expect(dues.rows).toEqual([{ due: '2026-11-18' }, { due: '2027-02-16' }]);
  });

  it('refuses bad decks with a clear hint and stores nothing', async () => {
    const me = await createLearner(t.db, { plan: 'premium' });
    const goodHistory = { interval: 5, ease: 2.5, lapses: 0, reviews: 3, lastreview: '2026-11-10' };
    const cases: [string, unknown, unknown, unknown][] = [
      ['deck_empty', [], [], null],
      ['deck_too_many_cards', cards(5001), [], null],
      ['invalid_deck_card', [...cards(2), { front: '   ', back: 'x' }], [], null],
      ['invalid_deck_card', [{ front: 'a'.repeat(1001), back: 'b' }], [], null],
      ['invalid_deck_card', [{ front: 'a' }], [], null],
      ['invalid_deck_question', cards(4), [{ ...question, options: ['a', 'b', 'c'] }], null],
      ['invalid_deck_question', cards(4), [{ ...question, options: ['a', 'b', ' ', 'd'] }], null],
      ['invalid_deck_question', cards(4), [{ ...question, correctoption: 4 }], null],
      ['invalid_deck_question', cards(4), Array.from({ length: 51 }, () => question), null],
      ['invalid_deck_history', cards(2), [], [goodHistory]],
      ['invalid_deck_history', cards(1), [], [{ ...goodHistory, interval: 0 }]],
      ['invalid_deck_history', cards(1), [], [{ ...goodHistory, lastreview: null }]],
    ];
    for (const [hint, flashcards, questions, history] of cases) {
      expect(await importDeck(me, flashcards, questions, history), hint).toMatchObject({ ok: false, hint });
    }
    // What is not of the arguments' types is refused before the import runs (invalid text, 22xxx).
    const mistyped: [unknown, unknown, unknown][] = [
      [{ front: 'a', back: 'b' }, [], null],
      [cards(4), [{ ...question, options: 'abcd' }], null],
      [cards(1), [], [{ ...goodHistory, ease: 'high' }]],
      [cards(1), [], [{ ...goodHistory, interval: 2.5 }]],
      [cards(1), [], [{ ...goodHistory, lastreview: '2026-13-45' }]],
    ];
    for (const [flashcards, questions, history] of mistyped) {
      const outcome = await importDeck(me, flashcards, questions, history);
      expect(outcome.ok ? 'imported' : outcome.code, JSON.stringify([flashcards, questions, history]).slice(0, 80)).toMatch(/^22/);
    }
    expect(await importDeck(me, cards(1), [], null, ['', 'Topic'])).toMatchObject({ ok: false });
    expect(await storedRows(me)).toBe(0);
    // Signed out, nobody may import.
    const signedOut = await attempt(() =>
      as(t.db, anon, (tx) => apiCall(tx, 'import_study_deck', { subject: 'a', topic: 'b', flashcards: [{ front: 'x', back: 'y' }] })),
    );
    expect(signedOut.ok).toBe(false);
  });

  it("counts an import as one of the day's sessions and refuses it past the plan's limit", async () => {
    const me = await createLearner(t.db, { plan: 'free' });
    expect((await importDeck(me, cards(2))).ok).toBe(true);
    expect((await importDeck(me, cards(2))).ok).toBe(true);
    const before = await storedRows(me);
    expect(await importDeck(me, cards(2))).toMatchObject({ ok: false, hint: 'session_limit_today' });
    expect(await storedRows(me)).toBe(before);
  });
});
