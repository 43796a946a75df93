import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '@aayra/local-stack/database';
import { attempt, wasDenied } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, createLearner, learner, moveSession, serviceRole, startSession } from './support/learners';

const NOTES = [
  { id: 'n1', text: 'Mitosis has four phases: prophase, metaphase, anaphase and telophase.' },
  { id: 'n2', text: 'Meiosis makes four cells with half the chromosomes.' },
];

// Each bad list alone: the database refuses it with a sentence, and keeps the notes it had.
const badNotes: [string, unknown, string][] = [
  ['text instead of a list', 'Mitosis', 'Typed notes must be a list of notes, each with an id and its text'],
  ['a note without its text', [{ id: 'n1' }], 'Typed notes must be a list of notes, each with an id and its text'],
  ['a note with a number for text', [{ id: 'n1', text: 42 }], 'Typed notes must be a list of notes, each with an id and its text'],
  ['a note with more than an id and text', [{ id: 'n1', text: 'a', html: '<b>a</b>' }], 'Typed notes must be a list of notes, each with an id and its text'],
  ['a note with an empty id', [{ id: '', text: 'a' }], 'Typed notes must be a list of notes, each with an id and its text'],
  ['101 notes', Array.from({ length: 101 }, (_, i) => ({ id: `n${i + 1}`, text: '' })), 'At most 100 typed notes can be kept'],
  ['over 100,000 characters in all', [{ id: 'n1', text: 'x'.repeat(60_000) }, { id: 'n2', text: 'y'.repeat(40_001) }], 'Typed notes can be at most 100,000 characters in all'],
];

describe.each(ENGINES)('typed notes kept with the session, on %s', (engine) => {
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
  // What the upload page sends: the session and its notes, inserted or replacing the last save.
  const save = (caller: Caller, sessionid: string, notes: unknown) =>
    run(
      caller,
      `insert into public.typednotedrafts (sessionid, notes) values ($1, $2::jsonb)
       on conflict (sessionid) do update set sessionid = excluded.sessionid, notes = excluded.notes
       returning notes, updatedat`,
      [sessionid, JSON.stringify(notes)],
    );
  const storedNotes = async (sessionid: string) =>
    (await t.db.query<{ notes: unknown }>('select notes from public.typednotedrafts where sessionid = $1', [sessionid])).rows[0]
      ?.notes;
  const uploadingSession = async (userid = me) => {
    const { sessionid } = await startSession(t.db, userid, 'Biology', `Cells ${Math.random()}`);
    await moveSession(t.db, userid, sessionid, ['uploading']);
    return sessionid;
  };

  it('keeps the owner’s notes as typed, and hands them back on another device', async () => {
    const sessionid = await uploadingSession();
    expect(await save(learner(me), sessionid, NOTES)).toMatchObject({ ok: true, rowCount: 1 });
    const read = await run(learner(me), 'select notes from public.typednotedrafts where sessionid = $1', [sessionid]);
    expect(read).toMatchObject({ ok: true, rows: [{ notes: NOTES }] });
  });

  it('replaces the notes on each save and stamps the database’s time, not the client’s', async () => {
    const sessionid = await uploadingSession();
    await save(learner(me), sessionid, NOTES);
    const edited = [{ id: 'n1', text: 'Edited on the phone.' }];
    expect(await save(learner(me), sessionid, edited)).toMatchObject({ ok: true, rowCount: 1 });
    expect(await storedNotes(sessionid)).toEqual(edited);
    const backdated = await run(learner(me), `update public.typednotedrafts set updatedat = '2000-01-01' where sessionid = $1`, [sessionid]);
    expect(backdated.ok).toBe(false);
  });

  it('shows another learner nothing and lets them change nothing', async () => {
    const sessionid = await uploadingSession();
    await save(learner(me), sessionid, NOTES);
    for (const stranger of [learner(other), anon]) {
      expect(wasDenied(await run(stranger, 'select * from public.typednotedrafts where sessionid = $1', [sessionid]))).toBe(true);
      expect(wasDenied(await run(stranger, `update public.typednotedrafts set notes = '[]' where sessionid = $1 returning *`, [sessionid]))).toBe(true);
      expect(wasDenied(await run(stranger, 'delete from public.typednotedrafts where sessionid = $1 returning *', [sessionid]))).toBe(true);
      expect((await save(stranger, sessionid, [{ id: 'n1', text: 'Overwritten' }])).ok).toBe(false);
    }
    expect(await storedNotes(sessionid)).toEqual(NOTES);
  });

  it('keeps no notes for another learner’s session, even in that learner’s name', async () => {
    const theirs = await uploadingSession(other);
    expect((await save(learner(me), theirs, NOTES)).ok).toBe(false);
    const inTheirName = await run(learner(me), `insert into public.typednotedrafts (sessionid, userid, notes) values ($1, $2, '[]')`, [theirs, other]);
    expect(inTheirName.ok).toBe(false);
    expect(await storedNotes(theirs)).toBeUndefined();
  });

  it('keeps notes only while the session is at upload', async () => {
    const { sessionid } = await startSession(t.db, me, 'Biology', 'Focus');
    expect(await save(learner(me), sessionid, NOTES)).toMatchObject({
      ok: false,
      message: 'Typed notes can only be kept while the session is at upload',
      hint: 'session_not_uploading',
    });
  });

  it('lets a draft never move to another session', async () => {
    const first = await uploadingSession();
    const second = await uploadingSession();
    await save(learner(me), first, NOTES);
    const moved = await run(learner(me), 'update public.typednotedrafts set sessionid = $2 where sessionid = $1', [first, second]);
    expect(moved).toMatchObject({ ok: false, hint: 'typed_notes_fixed' });
    expect(await storedNotes(first)).toEqual(NOTES);
  });

  it('removes the notes when the material is submitted (the session moves on to validation)', async () => {
    const sessionid = await uploadingSession();
    await save(learner(me), sessionid, NOTES);
    // The generator moves the session on as the service role.
    await as(t.db, serviceRole, (tx) => tx.query(`update public.studysessions set status = 'validating' where sessionid = $1`, [sessionid]));
    expect(await storedNotes(sessionid)).toBeUndefined();
    expect((await save(learner(me), sessionid, NOTES)).ok).toBe(false);
  });

  it('removes the notes when the session is discarded', async () => {
    const sessionid = await uploadingSession();
    await save(learner(me), sessionid, NOTES);
    expect(await run(learner(me), 'delete from public.studysessions where sessionid = $1 returning sessionid', [sessionid])).toMatchObject({
      ok: true,
      rowCount: 1,
    });
    expect(await storedNotes(sessionid)).toBeUndefined();
  });

  it('lets the owner remove its own notes', async () => {
    const sessionid = await uploadingSession();
    await save(learner(me), sessionid, NOTES);
    expect(await run(learner(me), 'delete from public.typednotedrafts where sessionid = $1 returning *', [sessionid])).toMatchObject({
      ok: true,
      rowCount: 1,
    });
  });

  it.each(badNotes)('refuses %s', async (_name, notes, message) => {
    const sessionid = await uploadingSession();
    await save(learner(me), sessionid, NOTES);
    expect(await save(learner(me), sessionid, notes)).toMatchObject({ ok: false, code: '23514', message });
    expect(await storedNotes(sessionid)).toEqual(NOTES);
  });

  it('accepts 100,000 characters in all', async () => {
    const sessionid = await uploadingSession();
    const full = [{ id: 'n1', text: 'x'.repeat(60_000) }, { id: 'n2', text: 'y'.repeat(40_000) }];
    expect(await save(learner(me), sessionid, full)).toMatchObject({ ok: true, rowCount: 1 });
  });
});
