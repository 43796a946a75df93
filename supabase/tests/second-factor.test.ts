import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '@aayra/local-stack/database';
import { attempt, wasDenied } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { as, createLearner } from './support/learners';

/** A learner's session: after the password alone (aal1), or after a code too (aal2). */
const session = (userid: string, aal: 'aal1' | 'aal2'): Caller => ({
  role: 'authenticated',
  claims: { sub: userid, role: 'authenticated', aud: 'authenticated', aal },
});

describe.each(ENGINES)('two-factor authentication in the rules on %s', (engine) => {
  let t: TestDatabase;
  let guarded: string;
  let plain: string;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    [guarded, plain] = await Promise.all([createLearner(t.db, { displayname: 'Guarded' }), createLearner(t.db, { displayname: 'Plain' })]);
    // Guarded turned two-factor authentication on: a verified factor, as the auth server records it.
    await t.db.query(
      `insert into auth.server_mfa_factors (id, user_id, status, secret) values ($1, $2, 'verified', 'JBSWY3DPEHPK3PXP')`,
      [randomUUID(), guarded],
    );
    // An unconfirmed start protects nothing: Plain's session stays as it was.
    await t.db.query(
      `insert into auth.server_mfa_factors (id, user_id, status, secret) values ($1, $2, 'unverified', 'JBSWY3DPEHPK3PXP')`,
      [randomUUID(), plain],
    );
  });
  afterAll(() => t?.dispose());

  const run = (caller: Caller, sql: string, params: unknown[] = []) => attempt(() => as(t.db, caller, (tx) => tx.query(sql, params)));

  it('shows a learner with a verified factor nothing of their own from a password-only session', async () => {
    const profile = await run(session(guarded, 'aal1'), 'select displayname from public.users where userid = $1', [guarded]);
    expect(profile).toMatchObject({ ok: true, rowCount: 0 });
    const preferences = await run(session(guarded, 'aal1'), 'select * from public.notification_preferences where user_id = $1', [guarded]);
    expect(preferences).toMatchObject({ ok: true, rowCount: 0 });
  });

  it('accepts and changes nothing from that session either', async () => {
    expect(wasDenied(await run(session(guarded, 'aal1'), `update public.users set displayname = 'Changed' where userid = $1 returning userid`, [guarded]))).toBe(true);
    expect(
      wasDenied(
        await run(session(guarded, 'aal1'), `insert into public.studysessions (userid, subjectname, topicname) values ($1, 'History', 'Rome') returning sessionid`, [guarded]),
      ),
    ).toBe(true);
    const { rows } = await t.db.query('select displayname from public.users where userid = $1', [guarded]);
    expect(rows[0]).toEqual({ displayname: 'Guarded' });
  });

  it('opens everything to the same learner once a code raised the session to aal2', async () => {
    const profile = await run(session(guarded, 'aal2'), 'select displayname from public.users where userid = $1', [guarded]);
    expect(profile).toMatchObject({ ok: true, rows: [{ displayname: 'Guarded' }] });
    const started = await run(session(guarded, 'aal2'), `insert into public.studysessions (userid, subjectname, topicname) values ($1, 'History', 'Rome') returning sessionid`, [guarded]);
    expect(started).toMatchObject({ ok: true, rowCount: 1 });
  });

  it('leaves learners without a verified factor as they were, and the plans readable by all', async () => {
    const profile = await run(session(plain, 'aal1'), 'select displayname from public.users where userid = $1', [plain]);
    expect(profile).toMatchObject({ ok: true, rows: [{ displayname: 'Plain' }] });
    const plans = await run(session(guarded, 'aal1'), 'select planname from public.subscriptionplans');
    expect(plans).toMatchObject({ ok: true, rowCount: 3 });
  });

  it('guards every learner table and the stored files, so a new table cannot be left out', async () => {
    const { rows } = await t.db.query<{ table_name: string }>(
      `select n.nspname || '.' || c.relname as table_name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and c.relrowsecurity
          and (n.nspname = 'public' or (n.nspname = 'storage' and c.relname = 'objects'))
          and n.nspname || '.' || c.relname <> 'public.subscriptionplans'
          and not exists (
            select 1 from pg_policies p
             where p.schemaname = n.nspname and p.tablename = c.relname
               and p.policyname = 'Second factor given when turned on' and p.permissive = 'RESTRICTIVE')
        order by 1`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([]);
  });
});
