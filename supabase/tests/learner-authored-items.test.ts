import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, wasDenied } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { as, createLearner, learner, startSession } from './support/learners';

const long = (n: number) => 'x'.repeat(n);
const options = (...values: unknown[]) => JSON.stringify(values);

// Each bad card or question alone: the database refuses it with the sentence the dialog shows.
const badCards: [string, Record<string, unknown>, string][] = [
  ['a blank front', { front: '   ', back: 'Resistance to a change in motion' }, 'A flashcard front must be 1 to 1000 characters'],
  ['a front over 1000 characters', { front: long(1001), back: 'Answer' }, 'A flashcard front must be 1 to 1000 characters'],
  ['a blank back', { front: 'What is inertia?', back: '' }, 'A flashcard back must be 1 to 2000 characters'],
  ['a back over 2000 characters', { front: 'What is inertia?', back: long(2001) }, 'A flashcard back must be 1 to 2000 characters'],
  ['an own card quoting material', { front: 'Q', back: 'A', sourcepassage: 'A sentence of the notes.' }, 'Your own flashcard cannot quote material'],
];

const goodQuestion = { question: 'Which unit measures force?', options: options('Newton', 'Joule', 'Watt', 'Pascal'), correctoption: 0 };
const badQuestions: [string, Record<string, unknown>, string][] = [
  ['a blank question', { question: ' ' }, 'A question must be 1 to 1000 characters'],
  ['three options', { options: options('Newton', 'Joule', 'Watt') }, 'A question has exactly 4 options'],
  ['a repeated option', { options: options('Newton', 'Joule', 'Watt', 'Joule') }, 'Each option of a question must be different'],
  ['options differing only in case and spaces', { options: options('Newton', 'Joule', 'Watt', ' newton ') }, 'Each option of a question must be different'],
  ['a blank option', { options: options('Newton', 'Joule', '  ', 'Pascal') }, 'An option of a question cannot be empty'],
  ['an option that is not text', { options: options('Newton', 'Joule', 4, 'Pascal') }, 'An option of a question cannot be empty'],
  ['an option over 500 characters', { options: options('Newton', 'Joule', 'Watt', long(501)) }, 'An option can be at most 500 characters'],
  ['no correct option among the four', { correctoption: 4 }, 'The correct option is 0 to 3'],
  ['an explanation over 2000 characters', { explanation: long(2001) }, 'An explanation can be at most 2000 characters'],
];

describe.each(ENGINES)('the learner’s own flashcards and questions, on %s', (engine) => {
  let t: TestDatabase;
  let me: string;
  let other: string;
  let studysetid: string;
  let othersStudySet: string;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    me = await createLearner(t.db, { displayname: 'Ada' });
    other = await createLearner(t.db, { displayname: 'Grace' });
    studysetid = await generatedSet(me);
    othersStudySet = await generatedSet(other);
  });
  afterAll(() => t?.dispose());

  // A study set as the generator stores it: two cards and two questions at positions 0 and 1.
  async function generatedSet(userid: string): Promise<string> {
    const { sessionid } = await startSession(t.db, userid, 'Physics', 'Energy');
    return as(t.db, learner(userid), async (tx) => {
      const set = await tx.query<{ studysetid: string }>('insert into public.studysets (sessionid) values ($1) returning studysetid', [sessionid]);
      const id = set.rows[0]!.studysetid;
      await tx.query(
        `insert into public.flashcards (studysetid, position, front, back, sourcepassage)
         values ($1, 0, 'What is work?', 'Force times distance', 'Work is force times distance.'),
                ($1, 1, 'What is power?', 'Work per unit time', 'Power is work per unit time.')`,
        [id],
      );
      await tx.query(
        `insert into public.quizquestions (studysetid, position, question, options, correctoption)
         values ($1, 0, 'Work is force times _____.', '["distance","mass","time","speed"]', 0),
                ($1, 1, 'Power is work per unit _____.', '["time","mass","distance","area"]', 0)`,
        [id],
      );
      return id;
    });
  }

  const insert = (table: 'flashcards' | 'quizquestions', row: Record<string, unknown>, userid = me) => {
    const full = { studysetid, authoredbylearner: true, ...row };
    const columns = Object.keys(full);
    return attempt(() =>
      as(t.db, learner(userid), (tx) =>
        tx.query(
          `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})
           returning position, authoredbylearner`,
          Object.values(full),
        ),
      ),
    );
  };
  const count = (table: string) =>
    t.db.query<{ n: number }>(`select count(*)::integer as n from public.${table}`).then((r) => r.rows[0]!.n);

  it('stores the learner’s own card and question after the generated ones, marked as its own', async () => {
    // The client's position is ignored: an own item always goes last.
    expect(await insert('flashcards', { front: 'What is $E_k$?', back: '$\\frac{1}{2}mv^2$', position: 0 })).toMatchObject({
      ok: true,
      rows: [{ position: 2, authoredbylearner: true }],
    });
    expect(await insert('quizquestions', { ...goodQuestion, explanation: 'Force is measured in newtons.' })).toMatchObject({
      ok: true,
      rows: [{ position: 2, authoredbylearner: true }],
    });
    expect(await insert('flashcards', { front: 'What is a joule?', back: 'One newton metre' })).toMatchObject({ rows: [{ position: 3 }] });
  });

  it.each(badCards)('refuses a card with %s', async (_name, row, message) => {
    const before = await count('flashcards');
    expect(await insert('flashcards', row)).toMatchObject({ ok: false, code: '23514', message });
    expect(await count('flashcards')).toBe(before);
  });

  it.each(badQuestions)('refuses a question with %s', async (_name, row, message) => {
    const before = await count('quizquestions');
    expect(await insert('quizquestions', { ...goodQuestion, ...row })).toMatchObject({ ok: false, code: '23514', message });
    expect(await count('quizquestions')).toBe(before);
  });

  it('holds every question to four different options, generated or not', async () => {
    expect(await insert('quizquestions', { ...goodQuestion, authoredbylearner: false, options: options('A', 'B', 'a', 'C') })).toMatchObject({
      ok: false,
      message: 'Each option of a question must be different',
    });
    const edit = await attempt(() =>
      as(t.db, learner(me), (tx) =>
        tx.query(`update public.quizquestions set options = '["time","Time","mass","area"]' where studysetid = $1 and position = 1`, [studysetid]),
      ),
    );
    expect(edit).toMatchObject({ ok: false, message: 'Each option of a question must be different' });
  });

  it('adds nothing to another learner’s study set', async () => {
    const before = await count('flashcards');
    expect((await insert('flashcards', { studysetid: othersStudySet, front: 'Q', back: 'A' })).ok).toBe(false);
    expect(await count('flashcards')).toBe(before);
  });

  it('lets no one pass a generated card off as the learner’s own, or the other way round', async () => {
    const flip = await attempt(() =>
      as(t.db, learner(me), (tx) => tx.query('update public.flashcards set authoredbylearner = not authoredbylearner where studysetid = $1', [studysetid])),
    );
    expect(wasDenied(flip)).toBe(true);
    const own = await t.db.query<{ n: number }>('select count(*)::integer as n from public.flashcards where studysetid = $1 and authoredbylearner', [studysetid]);
    expect(own.rows[0]!.n).toBe(2);
  });
});
