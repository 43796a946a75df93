import type { Caller } from '@aayra/local-stack/database';
import { runAsCaller } from '@aayra/local-stack/run-as-caller';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attempt, type Outcome } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, completedSession, createLearner, learner, setClock } from './support/learners';

// The start of a minute and of a 10-minute window: each test's lookups fall in windows of their own
// addresses, so the order of the tests does not matter.
const WEDNESDAY = '2026-11-18T10:00:00Z';
const LOOKUPS_PER_MINUTE = 120;
const MISSES_PER_WINDOW = 20;
const LIMITED = { ok: false, code: 'PT429', hint: 'shared_lookups_limited' };

describe.each(ENGINES)('the shared link limit on %s', (engine) => {
  let t: TestDatabase;
  let token: string;
  let owner: string;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    await setClock(t.db, WEDNESDAY);
    owner = await createLearner(t.db, { displayname: 'Priya Owner', plan: 'premium' });
    const session = await completedSession(t.db, owner, 'Chemistry', 'Bonds');
    await t.db.query(`insert into public.studysets (sessionid, userid, language) values ($1, $2, 'en')`, [session.sessionid, owner]);
    const shared = await as(t.db, learner(owner), (tx) => tx.query<{ token: string }>('select token from public.share_study_set($1)', [session.sessionid]));
    token = shared.rows[0]!.token;
  });
  afterAll(() => t?.dispose());
  beforeEach(() => setClock(t.db, WEDNESDAY));

  /**
   * Opens /shared/<token> as a request through the API: its headers as the platform hands them on,
   * the address it vouches for appended after whatever the client claimed in X-Forwarded-For.
   */
  const lookupWith = (headers: Record<string, string>, link: string, caller: Caller = anon): Promise<Outcome> =>
    attempt(() =>
      runAsCaller(t.db, caller, (tx) => tx.query('select to_json(s) as set from public.shared_study_set($1) s', [link]), undefined, {
        'request.headers': JSON.stringify(headers),
        'request.method': 'POST',
        'request.path': '/rpc/shared_study_set',
      }),
    );
  const lookupFrom = (address: string, link: string, caller: Caller = anon) => lookupWith({ 'x-forwarded-for': `10.0.0.1, ${address}` }, link, caller);
  const found = (outcome: Outcome) => outcome.ok && outcome.rows.length === 1;
  const guess = (n: number) => `guessed-token-${n}`;

  it('refuses a burst of lookups past the limit from one address, not from another, and again after the minute', async () => {
    for (let i = 0; i < LOOKUPS_PER_MINUTE; i++) expect(found(await lookupFrom('203.0.113.10', token))).toBe(true);
    expect(await lookupFrom('203.0.113.10', token)).toMatchObject(LIMITED);
    // Refusals count nothing: still refused, not further behind.
    expect(await lookupFrom('203.0.113.10', token)).toMatchObject(LIMITED);
    expect(found(await lookupFrom('203.0.113.11', token))).toBe(true);
    await setClock(t.db, '2026-11-18T10:01:00Z');
    expect(found(await lookupFrom('203.0.113.10', token))).toBe(true);
  });

  it('limits lookups of links that lead nowhere sooner, and then refuses even a working link', async () => {
    for (let i = 0; i < MISSES_PER_WINDOW; i++) expect(await lookupFrom('198.51.100.20', guess(i))).toMatchObject({ ok: true, rows: [] });
    expect(await lookupFrom('198.51.100.20', guess(MISSES_PER_WINDOW))).toMatchObject(LIMITED);
    expect(await lookupFrom('198.51.100.20', token)).toMatchObject(LIMITED);
    // A classmate elsewhere is not held back by the guesser.
    expect(found(await lookupFrom('198.51.100.21', token))).toBe(true);
    // Still refused within the 10 minutes, opened again after them.
    await setClock(t.db, '2026-11-18T10:09:59Z');
    expect(await lookupFrom('198.51.100.20', token)).toMatchObject(LIMITED);
    await setClock(t.db, '2026-11-18T10:10:00Z');
    expect(found(await lookupFrom('198.51.100.20', token))).toBe(true);
  });

  it('counts a guesser who claims a new address in every request under the address the platform states', async () => {
    for (let i = 0; i < MISSES_PER_WINDOW; i++) {
      expect(await lookupWith({ 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.40` }, guess(i))).toMatchObject({ ok: true });
    }
    expect(await lookupWith({ 'x-forwarded-for': '192.0.2.200, 198.51.100.40' }, token)).toMatchObject(LIMITED);
    // The CDN's and the gateway's own headers come first, whatever X-Forwarded-For says.
    expect(await lookupWith({ 'cf-connecting-ip': '198.51.100.40', 'x-forwarded-for': '192.0.2.201' }, token)).toMatchObject(LIMITED);
    expect(await lookupWith({ 'x-real-ip': '198.51.100.40', 'x-forwarded-for': '192.0.2.202' }, token)).toMatchObject(LIMITED);
    expect(found(await lookupWith({ 'cf-connecting-ip': '198.51.100.41', 'x-forwarded-for': '198.51.100.40' }, token))).toBe(true);
  });

  it('refuses adding a shared set from an address over the limit', async () => {
    const copier = await createLearner(t.db, { plan: 'premium' });
    for (let i = 0; i < MISSES_PER_WINDOW; i++) await lookupFrom('198.51.100.30', guess(i), learner(copier));
    const added = await attempt(() =>
      runAsCaller(t.db, learner(copier), (tx) => tx.query('select public.add_shared_study_set($1) as id', [token]), undefined, {
        'request.headers': JSON.stringify({ 'x-forwarded-for': '198.51.100.30' }),
      }),
    );
    expect(added).toMatchObject(LIMITED);
    const copies = await t.db.query('select 1 from public.studysessions where userid = $1', [copier]);
    expect(copies.rowCount).toBe(0);
  });

  it('counts nothing for statements that did not come through the API (no address)', async () => {
    for (let i = 0; i < MISSES_PER_WINDOW + 5; i++) {
      const read = await attempt(() => as(t.db, anon, (tx) => tx.query('select to_json(s) as set from public.shared_study_set($1) s', [guess(i)])));
      expect(read).toMatchObject({ ok: true, rows: [] });
    }
    expect(found(await attempt(() => as(t.db, anon, (tx) => tx.query('select to_json(s) as set from public.shared_study_set($1) s', [token]))))).toBe(true);
  });

  it('keeps only a keyed hash of the address, and cleans windows that are over', async () => {
    await lookupFrom('192.0.2.44', guess(1));
    const kept = await t.db.query<{ addresshash: Uint8Array; plain: boolean }>(
      `select addresshash, addresshash = sha256(convert_to('192.0.2.44', 'UTF8')) as plain from private.shared_lookup_counts`,
    );
    expect(kept.rowCount).toBeGreaterThan(0);
    expect(kept.rows.every((row) => !row.plain)).toBe(true);
    const text = await t.db.query(`select 1 from private.shared_lookup_counts c where c::text like '%192.0.2.44%'`);
    expect(text.rowCount).toBe(0);
    // Eleven minutes on, an address's first lookup of its minute deletes the windows that ended.
    await setClock(t.db, '2026-11-18T10:11:00Z');
    await lookupFrom('192.0.2.45', token);
    const old = await t.db.query(`select 1 from private.shared_lookup_counts where windowstart < '2026-11-18T10:01:00Z'`);
    expect(old.rowCount).toBe(0);
  });

  it('cannot be read, written or bypassed by visitors or learners', async () => {
    const reader = await createLearner(t.db);
    for (const caller of [anon, learner(reader)]) {
      for (const sql of [
        'select * from private.shared_lookup_counts',
        `insert into private.shared_lookup_counts (addresshash, kind, windowstart, lookups) values ('\\x00', 'lookup', now(), 1)`,
        'update private.shared_lookup_counts set lookups = 1',
        'delete from private.shared_lookup_counts',
        'select * from private.shared_lookup_key',
        'select private.count_shared_lookup()',
        `select private.count_shared_miss('\\x00')`,
      ]) {
        expect(await attempt(() => as(t.db, caller, (tx) => tx.query(sql))), sql).toMatchObject({ ok: false, code: '42501' });
      }
    }
  });
});
