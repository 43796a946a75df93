// The order a session's material is read in is data (studymaterials.position, supabase/schemas/study_materials.sql): typed
// notes keep the places the upload page gives them, and a file, link or recording added without
// one takes the next place in its session, whoever adds at once; a place out of range is refused
// and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { as, createLearner, learner, moveSession, startSession } from './support/learners';

describe.each(ENGINES)('the order of a session\'s material, on %s', (engine) => {
  let t: TestDatabase;
  let me: string;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    me = await createLearner(t.db, { displayname: 'Ada', plan: 'premium' });
  });
  afterAll(() => t?.dispose());

  async function uploadingSession(): Promise<string> {
    const { sessionid } = await startSession(t.db, me, 'Physics', `Energy ${Math.random()}`);
    await moveSession(t.db, me, sessionid, ['uploading']);
    return sessionid;
  }

  const add = (sessionid: string, kind: string, title: string, position?: number) =>
    as(t.db, learner(me), (tx) =>
      tx.query(
        `insert into public.studymaterials (sessionid, kind, title, content, sourceurl${position === undefined ? '' : ', position'})
         values ($1, $2, $3, 'text', $4${position === undefined ? '' : ', $5'})`,
        [sessionid, kind, title, kind === 'link' ? 'https://example.org/' + title : null, ...(position === undefined ? [] : [position])],
      ),
    );

  const places = async (sessionid: string) =>
    (
      await t.db.query<{ title: string; position: number }>(
        `select title, position from public.studymaterials where sessionid = $1 order by kind = 'text' desc, position, title`,
        [sessionid],
      )
    ).rows.map((row) => `${row.title}:${row.position}`);

  it('keeps typed notes in the places given, and puts added links after the session\'s others', async () => {
    const sessionid = await uploadingSession();
    await add(sessionid, 'link', 'first');
    await add(sessionid, 'text', 'Note 2', 2);
    await add(sessionid, 'text', 'Note 1', 1);
    await add(sessionid, 'link', 'second');
    expect(await places(sessionid)).toEqual(['Note 1:1', 'Note 2:2', 'first:1', 'second:2']);
  });

  it('gives links added at the same time places of their own', async () => {
    const sessionid = await uploadingSession();
    await Promise.all(['a', 'b', 'c', 'd'].map((title) => add(sessionid, 'link', title)));
    const taken = (await places(sessionid)).map((entry) => Number(entry.split(':')[1]));
    expect([...taken].sort()).toEqual([1, 2, 3, 4]);
  });

  it('refuses a place out of range in a sentence, storing nothing', async () => {
    const sessionid = await uploadingSession();
    const refused = await attempt(() => add(sessionid, 'text', 'Note 1', -3));
    expect(refused).toMatchObject({ ok: false, code: '23514', message: "A material's place must be between 0 and 100000" });
    expect(await places(sessionid)).toEqual([]);
  });
});
