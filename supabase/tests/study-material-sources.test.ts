import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { as, createLearner, learner, startSession } from './support/learners';

// Each bad row alone: the database refuses it with the sentence the upload page shows.
const badMaterial: [string, Record<string, unknown>, string][] = [
  ['a file in another learner’s folder', { kind: 'file', storagepath: 'OTHER/notes.pdf' }, 'A stored file must lie in your own folder'],
  ['a file at the bucket’s top', { kind: 'file', storagepath: 'notes.pdf' }, 'A stored file must lie in your own folder'],
  ['a file without its stored file', { kind: 'file' }, 'A file or recording must name its stored file'],
  ['a recording without its stored file', { kind: 'voice', content: 'Transcript' }, 'A file or recording must name its stored file'],
  ['a link without its address', { kind: 'link', content: 'Page text' }, 'A link must have its address'],
  ['a title over 300 characters', { kind: 'text', title: 'x'.repeat(301) }, "A material's title can be at most 300 characters"],
];

describe.each(ENGINES)('where study material comes from, on %s', (engine) => {
  let t: TestDatabase;
  let me: string;
  let other: string;
  let sessionid: string;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    me = await createLearner(t.db, { displayname: 'Ada' });
    other = await createLearner(t.db, { displayname: 'Grace' });
    ({ sessionid } = await startSession(t.db, me));
  });
  afterAll(() => t?.dispose());

  const insert = (row: Record<string, unknown>) => {
    const full = { sessionid, ...row };
    const columns = Object.keys(full);
    return attempt(() =>
      as(t.db, learner(me), (tx) =>
        tx.query(
          `insert into public.studymaterials (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
          Object.values(full),
        ),
      ),
    );
  };
  const count = () =>
    t.db.query<{ n: number }>('select count(*)::integer as n from public.studymaterials').then((r) => r.rows[0]!.n);

  it.each(badMaterial)('refuses %s', async (_name, row, message) => {
    const before = await count();
    const withOwner = JSON.parse(JSON.stringify(row).replace('OTHER', other)) as Record<string, unknown>;
    expect(await insert(withOwner)).toMatchObject({ ok: false, code: '23514', message });
    expect(await count()).toBe(before);
  });

  it('keeps files, recordings and links the learner adds in its own folder', async () => {
    const folder = `${me}/${sessionid}`;
    expect(await insert({ kind: 'file', title: 'cells.pdf', storagepath: `${folder}/a-cells.pdf`, textextracted: false })).toMatchObject({ ok: true });
    expect(await insert({ kind: 'voice', title: 'Recording 1', storagepath: `${folder}/b-recording.webm`, content: 'Mitosis has four phases.' })).toMatchObject({ ok: true });
    expect(await insert({ kind: 'link', title: 'Cells', sourceurl: 'https://example.com/cells', content: 'Cells are the unit of life.' })).toMatchObject({ ok: true });
  });

  it('lets no update move a file into another learner’s folder', async () => {
    const outcome = await attempt(() =>
      as(t.db, learner(me), (tx) =>
        tx.query(`update public.studymaterials set storagepath = $1 where kind = 'file'`, [`${other}/stolen.pdf`]),
      ),
    );
    // storagepath is not among the columns a learner may update at all.
    expect(outcome.ok).toBe(false);
  });
});
