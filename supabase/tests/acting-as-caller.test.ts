import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAsCaller, runAsCaller } from '@aayra/local-stack/run-as-caller';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { createLearner, learner } from './support/learners';

const WHO = `select current_user as role, auth.uid()::text as uid,
  current_setting('request.jwt.claims', true) as claims, current_setting('transaction_read_only') as read_only`;

/** The error a call rejected with, or null when it succeeded. */
const failureOf = (call: Promise<unknown>) => call.then(() => null, (error: unknown) => error);

interface Who {
  role: string;
  uid: string | null;
  claims: string | null;
  read_only: string;
}

// How every API request reaches the database: as the caller's role with its claims, so that
// row-level security decides; reads in a read-only statement, writes in a transaction.
describe.each(ENGINES)('acting as the caller on %s', (engine) => {
  let t: TestDatabase;
  let me: string;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    me = await createLearner(t.db, { displayname: 'Asha' });
  });
  afterAll(() => t?.dispose());

  const displayname = async () =>
    (await t.db.query<{ displayname: string }>('select displayname from public.users where userid = $1', [me])).rows[0]?.displayname;

  it('reads as the caller, read-only, with the claims exactly as verified', async () => {
    const claims = { sub: me, role: 'authenticated', email: `o'brien\\${me}@example.test`, name: 'Zoë "Z" 学' };
    const { rows } = await readAsCaller(t.db, { role: 'authenticated', claims }).query<Who>(WHO);
    expect(rows[0]).toMatchObject({ role: 'authenticated', uid: me, read_only: 'on' });
    expect(JSON.parse(rows[0]!.claims!)).toEqual(claims);
  });

  it('refuses a write in a read with 25006 and changes nothing', async () => {
    const reader = readAsCaller(t.db, learner(me));
    const failure = await failureOf(reader.query('update public.users set displayname = $1 where userid = $2', ['Changed', me]));
    expect(failure).toMatchObject({ code: '25006' });
    expect(await displayname()).toBe('Asha');
  });

  it('leaves no role or claims behind on the connection after a read or a transaction', async () => {
    for (let i = 0; i < 12; i++) {
      await readAsCaller(t.db, learner(me)).query(WHO);
      await runAsCaller(t.db, learner(me), (tx) => tx.query(WHO));
      const { rows } = await t.db.query<Who>(WHO);
      expect(rows[0]?.uid ?? null).toBeNull();
      expect(rows[0]?.role).not.toBe('authenticated');
      expect(rows[0]?.read_only).toBe('off');
    }
  });

  it('keeps the caller for every query of a transaction and commits its writes', async () => {
    const seen = await runAsCaller(t.db, learner(me), async (tx) => {
      await tx.query('update public.users set displayname = $1 where userid = $2', ['Asha K', me]);
      return (await tx.query<Who>(WHO)).rows[0];
    });
    expect(seen).toMatchObject({ role: 'authenticated', uid: me, read_only: 'off' });
    expect(await displayname()).toBe('Asha K');
  });

  it('commits with the statement marked last, or rolls it back when it fails, and takes no query after it', async () => {
    const rename = 'update public.users set displayname = $1 where userid = $2 returning 10 / $3::int as ten';
    const kept = await runAsCaller(t.db, learner(me), async (tx) => {
      const { rows } = await tx.query<{ ten: number }>(rename, ['Asha L', me, 1], { last: true });
      return { rows, after: await failureOf(tx.query(WHO)) };
    });
    expect(kept.rows).toEqual([{ ten: 10 }]);
    expect(kept.after).toMatchObject({ message: 'The transaction has already ended' });
    expect(await displayname()).toBe('Asha L');
    const failure = await failureOf(runAsCaller(t.db, learner(me), (tx) => tx.query(rename, ['Never kept', me, 0], { last: true })));
    expect(failure).toMatchObject({ code: '22012' });
    expect(await displayname()).toBe('Asha L');
    await runAsCaller(t.db, learner(me), (tx) => tx.query(rename, ['Asha K', me, 1], { last: true }));
    expect(await displayname()).toBe('Asha K');
  });

  it('rolls back a transaction that fails after its first statement', async () => {
    const failure = await failureOf(runAsCaller(t.db, learner(me), async (tx) => {
      await tx.query('update public.users set displayname = $1 where userid = $2', ['Never kept', me]);
      throw new Error('a check after the write failed');
    }));
    expect(failure).toMatchObject({ message: 'a check after the write failed' });
    expect(await displayname()).toBe('Asha K');
  });

  it('answers a failing first statement with its error and keeps serving', async () => {
    const failure = await failureOf(runAsCaller(t.db, learner(me), (tx) => tx.query('select * from public.no_such_table')));
    expect(failure).toMatchObject({ code: '42P01' });
    const reads = await Promise.all(Array.from({ length: 30 }, () => readAsCaller(t.db, learner(me)).query<Who>(WHO)));
    expect(reads.every(({ rows }) => rows[0]?.uid === me)).toBe(true);
  });

  it('answers the same statement again after it failed to parse or to run', async () => {
    const reader = readAsCaller(t.db, learner(me));
    for (let i = 0; i < 2; i++) {
      expect(await failureOf(reader.query('select * from public.users where'))).toMatchObject({ code: '42601' });
    }
    const divide = 'select 10 / $1::int as quotient';
    expect(await failureOf(reader.query(divide, [0]))).toMatchObject({ code: '22012' });
    expect((await reader.query<{ quotient: number }>(divide, [5])).rows).toEqual([{ quotient: 2 }]);
    const written = 'update public.users set displayname = $1 where userid = $2 returning 1 / $3::int as one';
    for (const [divisor, failure] of [[0, { code: '22012' }], [1, null]] as const) {
      expect(await failureOf(runAsCaller(t.db, learner(me), (tx) => tx.query(written, ['Asha K', me, divisor])))).toEqual(failure === null ? null : expect.objectContaining(failure));
    }
  });

  it('keeps concurrent callers apart, a failing one among them', async () => {
    const other = await createLearner(t.db);
    const callers = Array.from({ length: 120 }, (_v, i) => (i % 2 === 0 ? me : other));
    const reads = callers.map((id, i) =>
      i % 10 === 5
        ? failureOf(readAsCaller(t.db, learner(id)).query('select 1 / 0'))
        : readAsCaller(t.db, learner(id)).query<Who>(WHO).then(({ rows }) => rows[0]?.uid),
    );
    const seen = await Promise.all(reads);
    seen.forEach((outcome, i) => {
      if (i % 10 === 5) expect(outcome).toMatchObject({ code: '22012' });
      else expect(outcome).toBe(callers[i]);
    });
  });

  // Only PostgreSQL: PGlite has one connection, where every statement waits for the one before.
  if (engine === 'postgres') it('answers quick reads while slow ones hold every shared connection', async () => {
    const reader = readAsCaller(t.db, learner(me));
    const started = performance.now();
    const slow = Array.from({ length: 4 }, () => reader.query('select pg_sleep(1)').then(() => performance.now() - started));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const quick = await Promise.all(Array.from({ length: 8 }, () => reader.query<Who>(WHO).then(({ rows }) => {
      expect(rows[0]?.uid).toBe(me);
      return performance.now() - started;
    })));
    expect(Math.max(...quick)).toBeLessThan(700);
    expect(Math.min(...(await Promise.all(slow)))).toBeGreaterThanOrEqual(1000);
  });

  it('hands a read its values exactly as sent, whatever characters they hold', async () => {
    const values = [
      "O'Brien's \"notes\"",
      'back\\slash \\\' still one value',
      "'); delete from public.users; --",
      "E'\\x41' $$ $1 dollar",
      'Größe – 勉強 🧠',
      '',
    ];
    const reader = readAsCaller(t.db, learner(me));
    for (const value of values) {
      const { rows } = await reader.query<{ value: string; length: number }>('select $1::text as value, length($1::text) as length', [value]);
      expect(rows[0]).toEqual({ value, length: [...value].length });
    }
    const { rows } = await reader.query<{ sum: number; missing: boolean }>('select $1::int + $2::int as sum, $3::text is null as missing', [40, 2, null]);
    expect(rows[0]).toEqual({ sum: 42, missing: true });
    expect(await displayname()).toBe('Asha K');
  });

  it("refuses a NUL in a read's value with the database's error and keeps serving", async () => {
    const reader = readAsCaller(t.db, learner(me));
    const failure = await failureOf(reader.query('select $1::text as value', ['a\0b']));
    expect(failure).toMatchObject({ code: expect.stringMatching(/^22/) });
    expect((await reader.query<Who>(WHO)).rows[0]?.uid).toBe(me);
  });

  it('reads a table whose columns changed after the read first ran, and many shapes of read', async () => {
    const service = readAsCaller(t.db, { role: 'service_role', claims: {} });
    await t.db.exec('create table public.reading_shapes (a int); insert into public.reading_shapes values (1); grant select on public.reading_shapes to service_role');
    const everything = 'select * from public.reading_shapes';
    for (let i = 0; i < 6; i++) expect((await service.query(everything)).rows).toEqual([{ a: 1 }]);
    await t.db.exec("alter table public.reading_shapes add column b text default 'new'");
    for (let i = 0; i < 6; i++) expect((await service.query(everything)).rows).toEqual([{ a: 1, b: 'new' }]);
    // More distinct reads than a connection keeps prepared: the oldest are let go, all still answer.
    const shapes = await Promise.all(Array.from({ length: 600 }, (_v, i) => service.query<{ n: number }>(`select $1::int + ${i} as n`, [1])));
    expect(shapes.map(({ rows }) => rows[0]?.n)).toEqual(Array.from({ length: 600 }, (_v, i) => i + 1));
    await t.db.exec('drop table public.reading_shapes');
  });

  it('reads and writes as each of many callers in turn on the same connections, more callers than a connection keeps prepared', async () => {
    const callers = Array.from({ length: 600 }, (_v, i) => ({ role: 'authenticated' as const, claims: { sub: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, role: 'authenticated' } }));
    for (const round of [1, 2]) {
      const seen = await Promise.all(callers.map(async (caller) => (await readAsCaller(t.db, caller).query<Who>(WHO)).rows[0]));
      expect(seen.map((who) => who?.uid), `round ${round}`).toEqual(callers.map((caller) => caller.claims.sub));
      expect(seen.every((who) => who?.role === 'authenticated' && who.read_only === 'on')).toBe(true);
      const wrote = await Promise.all(callers.map(async (caller) => (await runAsCaller(t.db, caller, (tx) => tx.query<Who>(WHO))).rows[0]));
      expect(wrote.map((who) => who?.uid), `round ${round}`).toEqual(callers.map((caller) => caller.claims.sub));
      expect(wrote.every((who) => who?.role === 'authenticated' && who.read_only === 'off')).toBe(true);
    }
  });

  it('runs every connection in UTC, whatever the connection string asks for besides', async () => {
    const { rows } = await readAsCaller(t.db, learner(me)).query<{ zone: string }>(`select current_setting('TimeZone') as zone`);
    expect(rows[0]?.zone).toBe('UTC');
  });
});
