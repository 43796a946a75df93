// A study set keeps the language of its material as a language code, or 'und'; anything else is
// refused with a sentence and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { as, createLearner, learner, setClock, startSession } from './support/learners';

describe.each(ENGINES)('the language of a study set on %s', (engine) => {
  let t: TestDatabase;
  let me: string;
  let sessionid: string;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    await setClock(t.db, '2026-11-24T10:00:00Z');
    me = await createLearner(t.db);
    ({ sessionid } = await startSession(t.db, me));
  });
  afterAll(() => t?.dispose());

  // A session has one set: each store replaces the one before, as the generator does.
  const storeSet = (language?: string) =>
    attempt(() =>
      as(t.db, learner(me), async (tx) => {
        await tx.query('delete from public.studysets where sessionid = $1', [sessionid]);
        return language === undefined
          ? tx.query('insert into public.studysets (sessionid) values ($1) returning language', [sessionid])
          : tx.query('insert into public.studysets (sessionid, language) values ($1, $2) returning language', [sessionid, language]);
      }),
    );
  const sets = () => t.db.query<{ n: number }>('select count(*)::integer as n from public.studysets').then((r) => r.rows[0]!.n);

  it.each(['en', 'es', 'hi', 'und'])('stores %s', async (language) => {
    expect(await storeSet(language)).toMatchObject({ ok: true, rows: [{ language }] });
  });

  it('is "und" (unknown) when the provider does not say', async () => {
    expect(await storeSet()).toMatchObject({ ok: true, rows: [{ language: 'und' }] });
  });

  it.each(['English', 'EN', '', 'e', "es'; drop table studysets; --"])('refuses %j', async (language) => {
    const before = await sets();
    expect(await storeSet(language)).toMatchObject({
      ok: false,
      code: '23514',
      message: "A study set's language must be a language code such as en, es or hi",
    });
    expect(await sets()).toBe(before);
  });
});
