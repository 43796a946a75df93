import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, completedSession, createLearner, learner, setClock, startSession } from './support/learners';

const WEDNESDAY = '2026-11-18T10:00:00Z';

interface SharedSet {
  subjectname: string;
  topicname: string;
  language: string;
  ownername: string | null;
  summary: string[];
  flashcards: { front: string; back: string }[];
  questions: { question: string; options: string[] }[];
}

describe.each(ENGINES)('sharing a study set on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());
  beforeEach(() => setClock(t.db, WEDNESDAY));

  /** A learner's completed session with a summary point, a card and a question. */
  async function sharedWorld(subject = 'Chemistry', topic = 'Bonds') {
    const owner = await createLearner(t.db, { displayname: 'Priya Owner', plan: 'premium' });
    const session = await completedSession(t.db, owner, subject, topic);
    const material = await t.db.query<{ id: string }>(
      `insert into public.studymaterials (sessionid, userid, kind, content) values ($1, $2, 'text', 'My private notes about bonds.') returning materialid as id`,
      [session.sessionid, owner],
    );
    const set = await t.db.query<{ id: string }>(
      `insert into public.studysets (sessionid, userid, language) values ($1, $2, 'en') returning studysetid as id`,
      [session.sessionid, owner],
    );
    const setId = set.rows[0]!.id;
    const materialId = material.rows[0]!.id;
    await t.db.query(
      `insert into public.summarypoints (studysetid, userid, text, materialid, sourcepassage) values ($1, $2, 'Ionic bonds transfer electrons', $3, 'My private notes about bonds.')`,
      [setId, owner, materialId],
    );
    await t.db.query(
      `insert into public.flashcards (studysetid, userid, front, back, materialid, sourcepassage) values ($1, $2, 'Ionic bond?', 'Electrons are transferred', $3, 'My private notes about bonds.')`,
      [setId, owner, materialId],
    );
    await t.db.query(
      `insert into public.quizquestions (studysetid, userid, question, options, correctoption, explanation, materialid, sourcepassage)
       values ($1, $2, 'What do ionic bonds do?', '["transfer","share","pool","none"]', 0, 'They transfer electrons.', $3, 'My private notes about bonds.')`,
      [setId, owner, materialId],
    );
    return { owner, sessionid: session.sessionid };
  }

  const share = (userid: string, sessionid: string, showName = false) =>
    as(t.db, learner(userid), (tx) =>
      tx.query<{ token: string; showownername: boolean }>('select * from public.share_study_set($1, $2)', [sessionid, showName]),
    ).then((r) => r.rows[0]!);

  const readShared = (caller: Parameters<typeof as>[1], token: string) =>
    // As the API answers it: the set's row as JSON, or no row for a link that leads nowhere.
    as(t.db, caller, (tx) => tx.query<{ set: SharedSet }>('select to_json(s) as set from public.shared_study_set($1) s', [token])).then(
      (r) => r.rows[0]?.set ?? null,
    );

  const addShared = (userid: string, token: string) =>
    attempt(() => as(t.db, learner(userid), (tx) => tx.query('select public.add_shared_study_set($1) as id', [token])));

  it('reads only the shared set through its token, without answers, material or the owner', async () => {
    const { owner, sessionid } = await sharedWorld();
    await sharedWorld('History', 'Rome');
    const { token } = await share(owner, sessionid);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const visitor = await readShared(anon, token);
    expect(visitor).toEqual({
      subjectname: 'Chemistry',
      topicname: 'Bonds',
      language: 'en',
      ownername: null,
      summary: ['Ionic bonds transfer electrons'],
      flashcards: [{ front: 'Ionic bond?', back: 'Electrons are transferred' }],
      questions: [{ question: 'What do ionic bonds do?', options: ['transfer', 'share', 'pool', 'none'] }],
    });
    expect(JSON.stringify(visitor)).not.toMatch(/private notes|They transfer|correct|explanation|userid|sessionid/);
    const stranger = await createLearner(t.db);
    expect(await readShared(learner(stranger), token)).toEqual(visitor);
  });

  it("shows the owner's name only when the owner chooses to", async () => {
    const { owner, sessionid } = await sharedWorld();
    const { token } = await share(owner, sessionid, true);
    expect((await readShared(anon, token))?.ownername).toBe('Priya Owner');
    await as(t.db, learner(owner), (tx) => tx.query('select public.set_study_set_share_name($1, false)', [sessionid]));
    expect((await readShared(anon, token))?.ownername).toBeNull();
  });

  it('reads nothing once revoked, and a new link replaces the old one', async () => {
    const { owner, sessionid } = await sharedWorld();
    const first = await share(owner, sessionid);
    const second = await share(owner, sessionid);
    expect(second.token).not.toBe(first.token);
    expect(await readShared(anon, first.token)).toBeNull();
    expect(await readShared(anon, second.token)).not.toBeNull();
    await as(t.db, learner(owner), (tx) => tx.query('select public.stop_sharing_study_set($1)', [sessionid]));
    expect(await readShared(anon, second.token)).toBeNull();
    const reader = await createLearner(t.db);
    expect(await addShared(reader, second.token)).toMatchObject({ ok: false, hint: 'shared_set_not_found' });
    const mine = await as(t.db, learner(owner), (tx) => tx.query('select * from public.get_study_set_share($1)', [sessionid]));
    expect(mine.rows[0]).toMatchObject({ sessionid: null });
  });

  it('cannot be reached by guessing or listing', async () => {
    const { owner, sessionid } = await sharedWorld();
    const { token } = await share(owner, sessionid);
    const stranger = await createLearner(t.db);
    // A near miss, a malformed token and nothing at all answer alike: nothing.
    const nearMiss = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const guess of [nearMiss, 'not-a-token', '', sessionid]) {
      expect(await readShared(anon, guess)).toBeNull();
      expect(await readShared(learner(stranger), guess)).toBeNull();
    }
    // No role but the owner sees any link row, and the token itself is never stored.
    for (const caller of [anon, learner(stranger)]) {
      const listed = await attempt(() => as(t.db, caller, (tx) => tx.query('select * from public.studysetshares')));
      expect(listed.ok ? listed.rowCount : 0).toBe(0);
    }
    const own = await as(t.db, learner(owner), (tx) => tx.query('select * from public.studysetshares'));
    expect(own.rowCount).toBe(1);
    expect(JSON.stringify(own.rows)).not.toContain(token);
    // The owner's other functions do not open another learner's session either.
    expect(await attempt(() => as(t.db, learner(stranger), (tx) => tx.query('select * from public.share_study_set($1)', [sessionid])))).toMatchObject({
      ok: false,
      hint: 'session_not_shareable',
    });
    const peek = await as(t.db, learner(stranger), (tx) => tx.query('select * from public.get_study_set_share($1)', [sessionid]));
    expect(peek.rows[0]).toMatchObject({ sessionid: null });
    await as(t.db, learner(stranger), (tx) => tx.query('select public.stop_sharing_study_set($1)', [sessionid]));
    expect(await readShared(anon, token)).not.toBeNull();
    // Visitors cannot write links or call the owner's functions.
    expect((await attempt(() => as(t.db, anon, (tx) => tx.query('select * from public.share_study_set($1)', [sessionid])))).ok).toBe(false);
    expect((await attempt(() => as(t.db, anon, (tx) => tx.query('select public.add_shared_study_set($1)', [token])))).ok).toBe(false);
    expect(
      (
        await attempt(() =>
          as(t.db, learner(owner), (tx) =>
            tx.query(`insert into public.studysetshares (sessionid, userid, tokenhash) values ($1, $2, '\\x00')`, [sessionid, owner]),
          ),
        )
      ).ok,
    ).toBe(false);
  });

  it('shares only a completed session with a study set', async () => {
    const owner = await createLearner(t.db, { plan: 'premium' });
    const inFocus = await startSession(t.db, owner);
    const withoutSet = await completedSession(t.db, owner, 'Art', 'Color');
    for (const sessionid of [inFocus.sessionid, withoutSet.sessionid]) {
      expect(await attempt(() => as(t.db, learner(owner), (tx) => tx.query('select * from public.share_study_set($1)', [sessionid])))).toMatchObject({
        ok: false,
        hint: 'session_not_shareable',
      });
    }
    expect((await t.db.query('select 1 from public.studysetshares where userid = $1', [owner])).rowCount).toBe(0);
  });

  it("copies the set into a completed session owned by the copier only, with review stage 1 due tomorrow", async () => {
    const { owner, sessionid } = await sharedWorld();
    const { token } = await share(owner, sessionid);
    const reader = await createLearner(t.db, { plan: 'premium' });
    const added = await addShared(reader, token);
    if (!added.ok) throw new Error(`The set was not added: ${added.message}`);
    const copyId = String(added.rows[0]!.id);

    const copy = await t.db.query(
      `select userid, status, subjectname, topicname, sessionname from public.studysessions where sessionid = $1`,
      [copyId],
    );
    expect(copy.rows[0]).toEqual({ userid: reader, status: 'completed', subjectname: 'Chemistry', topicname: 'Bonds', sessionname: 'Chemistry - Bonds #1' });
    // Every copied row is the reader's, and none quotes the owner's material.
    const rows = await t.db.query<{ kind: string; userid: string; materialid: string | null; sourcepassage: string }>(
      `select 'set' as kind, st.userid, null::uuid as materialid, '' as sourcepassage from public.studysets st where st.sessionid = $1
       union all select 'point', p.userid, p.materialid, p.sourcepassage from public.summarypoints p join public.studysets st using (studysetid) where st.sessionid = $1
       union all select 'card', f.userid, f.materialid, f.sourcepassage from public.flashcards f join public.studysets st using (studysetid) where st.sessionid = $1
       union all select 'question', q.userid, q.materialid, q.sourcepassage from public.quizquestions q join public.studysets st using (studysetid) where st.sessionid = $1
       union all select 'entry', e.userid, null, '' from public.reviewcycleentries e where e.sessionid = $1`,
      [copyId],
    );
    expect(rows.rows.map((r) => r.kind).sort()).toEqual(['card', 'entry', 'point', 'question', 'set']);
    for (const row of rows.rows) expect(row).toMatchObject({ userid: reader, materialid: null, sourcepassage: '' });
    const question = await t.db.query(
      `select q.correctoption, q.explanation from public.quizquestions q join public.studysets st using (studysetid) where st.sessionid = $1`,
      [copyId],
    );
    expect(question.rows[0]).toEqual({ correctoption: 0, explanation: 'They transfer electrons.' });
    const entry = await t.db.query(
      `select reviewstage, status, to_char(currentreviewduedate, 'YYYY-MM-DD') as due from public.reviewcycleentries where sessionid = $1`,
      [copyId],
    );
    expect(entry.rows).toEqual([{ reviewstage: 1, status: 'pending', due: '2026-11-19' }]);
    // The reader sees the copy; the owner does not, and the owner's own rows are unchanged.
    const ownerSees = await as(t.db, learner(owner), (tx) => tx.query('select 1 from public.studysessions where sessionid = $1', [copyId]));
    expect(ownerSees.rowCount).toBe(0);
    const readerSees = await as(t.db, learner(reader), (tx) => tx.query('select 1 from public.studysessions where sessionid = $1', [copyId]));
    expect(readerSees.rowCount).toBe(1);
    expect((await t.db.query('select 1 from public.studysessions where userid = $1', [owner])).rowCount).toBe(1);
  });

  it("counts a copy as one of the day's sessions and refuses it past the plan's limit", async () => {
    const { owner, sessionid } = await sharedWorld();
    const { token } = await share(owner, sessionid);
    const reader = await createLearner(t.db, { plan: 'free' });
    expect((await addShared(reader, token)).ok).toBe(true);
    expect((await addShared(reader, token)).ok).toBe(true);
    expect(await addShared(reader, token)).toMatchObject({ ok: false, hint: 'session_limit_today' });
    expect((await t.db.query('select 1 from public.studysessions where userid = $1', [reader])).rowCount).toBe(2);
  });

  it("refuses to copy the owner's own set", async () => {
    const { owner, sessionid } = await sharedWorld();
    const { token } = await share(owner, sessionid);
    expect(await addShared(owner, token)).toMatchObject({ ok: false, hint: 'shared_set_is_yours' });
  });
});
