import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '@aayra/local-stack/database';
import { attempt, wasDenied } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, createLearner, learner, moveSession, startSession } from './support/learners';

interface StudySet {
  sessionid: string;
  cards: [string, string];
  questions: [string, string];
}

describe.each(ENGINES)('flashcards and questions dropped at validation, on %s', (engine) => {
  let t: TestDatabase;
  let me: string;
  let other: string;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    me = await createLearner(t.db, { displayname: 'Ada', plan: 'premium' });
    other = await createLearner(t.db, { displayname: 'Grace', plan: 'premium' });
  });
  afterAll(() => t?.dispose());

  const run = (caller: Caller, sql: string, params: unknown[] = []) =>
    attempt(() => as(t.db, caller, (tx) => tx.query(sql, params)));
  // What the validation page sends for a drop (true) or its Undo (false).
  const setDropped = (caller: Caller, itemId: string | null, dropped: boolean | null) =>
    run(caller, 'select public.set_study_item_dropped($1, $2)', [itemId, dropped]);

  /** A generated set of two cards and two questions, its session moved through `statuses`. */
  async function studySet(userid: string, statuses: readonly string[] = ['uploading', 'validating']): Promise<StudySet> {
    const { sessionid } = await startSession(t.db, userid, 'Physics', `Energy ${Math.random()}`);
    const ids = await as(t.db, learner(userid), async (tx) => {
      const set = await tx.query<{ id: string }>('insert into public.studysets (sessionid) values ($1) returning studysetid as id', [sessionid]);
      const studysetid = set.rows[0]!.id;
      const cards = await tx.query<{ id: string }>(
        `insert into public.flashcards (studysetid, position, front, back)
         values ($1, 0, 'What is work?', 'Force times distance'), ($1, 1, 'What is power?', 'Work per unit time')
         returning flashcardid as id`,
        [studysetid],
      );
      const questions = await tx.query<{ id: string }>(
        `insert into public.quizquestions (studysetid, position, question, options, correctoption)
         values ($1, 0, 'Work is force times _____.', '["distance","mass","time","speed"]', 0),
                ($1, 1, 'Power is work per _____.', '["time","mass","distance","speed"]', 0)
         returning questionid as id`,
        [studysetid],
      );
      return { cards: cards.rows.map((row) => row.id), questions: questions.rows.map((row) => row.id) };
    });
    await moveSession(t.db, userid, sessionid, statuses);
    return { sessionid, cards: ids.cards as [string, string], questions: ids.questions as [string, string] };
  }

  /** The ids of the set's items still stored, and of those marked dropped. */
  async function items(set: StudySet) {
    const { rows } = await t.db.query<{ id: string; isdropped: boolean }>(
      `select flashcardid as id, isdropped from public.flashcards f join public.studysets s using (studysetid) where s.sessionid = $1
       union all
       select questionid, isdropped from public.quizquestions q join public.studysets s using (studysetid) where s.sessionid = $1`,
      [set.sessionid],
    );
    return {
      stored: rows.map((row) => row.id).sort(),
      dropped: rows.filter((row) => row.isdropped).map((row) => row.id).sort(),
    };
  }

  it('marks a card and a question dropped at once, and brings them back on Undo', async () => {
    const set = await studySet(me);
    expect(await setDropped(learner(me), set.cards[0], true)).toMatchObject({ ok: true });
    expect(await setDropped(learner(me), set.questions[1], true)).toMatchObject({ ok: true });
    expect((await items(set)).dropped).toEqual([set.cards[0], set.questions[1]].sort());
    // Another device of the same learner reads the drops from the rows.
    const read = await run(learner(me), 'select flashcardid from public.flashcards where flashcardid = $1 and isdropped', [set.cards[0]]);
    expect(read).toMatchObject({ ok: true, rowCount: 1 });

    expect(await setDropped(learner(me), set.cards[0], false)).toMatchObject({ ok: true });
    expect((await items(set)).dropped).toEqual([set.questions[1]]);
  });

  it('counts a drop sent twice once', async () => {
    const set = await studySet(me);
    await setDropped(learner(me), set.cards[1], true);
    expect(await setDropped(learner(me), set.cards[1], true)).toMatchObject({ ok: true });
    expect((await items(set)).dropped).toEqual([set.cards[1]]);
  });

  it.each([
    ['in focus', [] as string[]],
    ['at upload', ['uploading']],
    ['left incomplete', ['uploading', 'validating', 'incomplete']],
    ['on its break', ['uploading', 'validating', 'break_in_progress']],
    ['completed', ['uploading', 'validating', 'break_in_progress', 'completed']],
  ])('refuses a drop or an Undo while the session is %s, and changes nothing', async (_name, statuses) => {
    const set = await studySet(me, statuses);
    for (const dropped of [true, false]) {
      expect(await setDropped(learner(me), set.questions[0], dropped)).toMatchObject({
        ok: false,
        message: 'Flashcards and questions can be dropped or brought back only while their session is in validation',
        hint: 'session_not_validating',
      });
    }
    // Written straight to the row, the rule is the same.
    const direct = await run(learner(me), 'update public.flashcards set isdropped = true where flashcardid = $1', [set.cards[0]]);
    expect(direct).toMatchObject({ ok: false, hint: 'session_not_validating' });
    expect((await items(set)).dropped).toEqual([]);
  });

  it('stores no item already dropped outside validation', async () => {
    const set = await studySet(me, ['uploading', 'validating', 'incomplete']);
    const studysetid = (await t.db.query<{ id: string }>('select studysetid as id from public.studysets where sessionid = $1', [set.sessionid])).rows[0]!.id;
    const stored = await run(
      learner(me),
      `insert into public.flashcards (studysetid, front, back, isdropped) values ($1, 'What is heat?', 'Energy in transfer', true)`,
      [studysetid],
    );
    expect(stored).toMatchObject({ ok: false, hint: 'session_not_validating' });
  });

  it('lets another learner neither drop nor bring back the owner’s items, nor see them', async () => {
    const set = await studySet(me);
    await setDropped(learner(me), set.cards[0], true);
    for (const [itemId, dropped] of [[set.cards[0], false], [set.cards[1], true], [set.questions[0], true]] as const) {
      expect(await setDropped(learner(other), itemId, dropped)).toMatchObject({
        ok: false,
        code: 'P0002',
        message: 'This flashcard or question was not found',
      });
      expect((await setDropped(anon, itemId, dropped)).ok).toBe(false);
    }
    const direct = await run(learner(other), 'update public.flashcards set isdropped = false where flashcardid = $1 returning flashcardid', [set.cards[0]]);
    expect(wasDenied(direct)).toBe(true);
    expect((await items(set)).dropped).toEqual([set.cards[0]]);
  });

  it('answers an unknown item or a missing choice with a clear error', async () => {
    const set = await studySet(me);
    expect(await setDropped(learner(me), randomUUID(), true)).toMatchObject({ ok: false, hint: 'study_item_not_found' });
    expect(await setDropped(learner(me), null, true)).toMatchObject({
      ok: false,
      code: '22023',
      message: 'Say which flashcard or question, and whether it is dropped',
    });
    expect(await setDropped(learner(me), set.cards[0], null)).toMatchObject({ ok: false, code: '22023' });
    expect((await items(set)).dropped).toEqual([]);
  });

  it('deletes the dropped items, their answers with them, when the session moves on to its break', async () => {
    const set = await studySet(me);
    await setDropped(learner(me), set.cards[1], true);
    await setDropped(learner(me), set.questions[0], true);
    // Take a Break stores the answers of the first pass, then moves the session.
    const answered = await run(
      learner(me),
      'insert into public.quizanswers (questionid, reviewstage, chosenoption) values ($1, 0, 0), ($2, 0, 0)',
      [set.questions[0], set.questions[1]],
    );
    expect(answered).toMatchObject({ ok: true, rowCount: 2 });
    await moveSession(t.db, me, set.sessionid, ['break_in_progress']);

    expect(await items(set)).toEqual({ stored: [set.cards[0], set.questions[1]].sort(), dropped: [] });
    const answers = await t.db.query<{ questionid: string }>('select questionid from public.quizanswers where questionid = any($1)', [set.questions]);
    expect(answers.rows.map((row) => row.questionid)).toEqual([set.questions[1]]);
  });

  it('keeps the drops of a session left incomplete for when it resumes', async () => {
    const set = await studySet(me);
    await setDropped(learner(me), set.cards[0], true);
    await moveSession(t.db, me, set.sessionid, ['incomplete']);
    expect(await items(set)).toMatchObject({ dropped: [set.cards[0]] });
    await moveSession(t.db, me, set.sessionid, ['validating']);
    expect(await setDropped(learner(me), set.cards[1], true)).toMatchObject({ ok: true });
    expect(await items(set)).toMatchObject({ dropped: [set.cards[0], set.cards[1]].sort() });
    await moveSession(t.db, me, set.sessionid, ['break_in_progress']);
    expect((await items(set)).stored).toEqual([...set.questions].sort());
  });
});
