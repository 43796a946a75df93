import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '@aayra/local-stack/database';
import { attempt, wasDenied } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, learner } from './support/learners';
import { buildStudyWorld, type StudyWorld } from './support/study-world';
import { TABLE_CASES, type TableCase } from './support/table-cases';

describe.each(ENGINES)('row-level security on %s', (engine) => {
  let t: TestDatabase;
  let w: StudyWorld;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    w = await buildStudyWorld(t.db);
  });
  afterAll(() => t?.dispose());

  const snapshot = async (c: TableCase) => {
    const { rows } = await t.db.query<{ row: unknown }>(
      `select row_to_json(x)::text as row from ${c.table} x where ${c.key}::text = $1`,
      [c.target(w)],
    );
    return rows[0]?.row;
  };
  const run = (caller: Caller, sql: string, params: unknown[]) =>
    attempt(() => as(t.db, caller, (tx) => tx.query(sql, params)));

  const strangers: [string, (w: StudyWorld) => Caller][] = [
    ['anon', () => anon],
    ['another learner', (world) => learner(world.other)],
  ];

  describe.each(TABLE_CASES)('$table', (c) => {
    describe.each(strangers)('as %s', (_name, callerOf) => {
      it(c.public ? 'reads the rows (public)' : 'reads nothing', async () => {
        const outcome = await run(
          callerOf(w),
          `select * from ${c.table} where ${c.key}::text = $1`,
          [c.target(w)],
        );
        if (c.public) expect(outcome).toMatchObject({ ok: true, rowCount: 1 });
        else expect(wasDenied(outcome)).toBe(true);
      });

      it("cannot insert in the owner's name", async () => {
        const statement = c.insert(w, w.owner);
        const outcome = await run(callerOf(w), statement.sql, statement.params);
        expect(outcome.ok).toBe(false);
      });

      it('cannot update', async () => {
        const before = await snapshot(c);
        const outcome = await run(
          callerOf(w),
          `update ${c.table} set ${c.update} where ${c.key}::text = $1 returning *`,
          [c.target(w)],
        );
        expect(wasDenied(outcome)).toBe(true);
        expect(await snapshot(c)).toEqual(before);
      });

      it('cannot delete', async () => {
        const outcome = await run(
          callerOf(w),
          `delete from ${c.table} where ${c.key}::text = $1 returning *`,
          [c.target(w)],
        );
        expect(wasDenied(outcome)).toBe(true);
        expect(await snapshot(c)).toBeDefined();
      });
    });

    describe('as the owner', () => {
      it('reads its row', async () => {
        const outcome = await run(
          learner(w.owner),
          `select * from ${c.table} where ${c.key}::text = $1`,
          [c.target(w)],
        );
        expect(outcome).toMatchObject({ ok: true, rowCount: 1 });
      });

      it(c.owner.insert ? 'inserts' : 'cannot insert', async () => {
        const owner = c.insertingOwner?.(w) ?? w.owner;
        const statement = c.insert(w, owner);
        const outcome = await run(learner(owner), statement.sql, statement.params);
        expect(outcome.ok).toBe(c.owner.insert);
      });

      it(c.owner.update ? 'updates' : 'cannot update', async () => {
        const before = await snapshot(c);
        const outcome = await run(
          learner(w.owner),
          `update ${c.table} set ${c.update} where ${c.key}::text = $1 returning *`,
          [c.target(w)],
        );
        if (c.owner.update) {
          expect(outcome).toMatchObject({ ok: true, rowCount: 1 });
          expect(await snapshot(c)).not.toEqual(before);
        } else {
          expect(wasDenied(outcome)).toBe(true);
          expect(await snapshot(c)).toEqual(before);
        }
      });

      it(c.owner.delete ? 'deletes' : 'cannot delete', async () => {
        const outcome = await run(
          learner(w.owner),
          `delete from ${c.table} where ${c.key}::text = $1 returning *`,
          [c.target(w)],
        );
        if (c.owner.delete) {
          expect(outcome).toMatchObject({ ok: true, rowCount: 1 });
          expect(await snapshot(c)).toBeUndefined();
        } else {
          expect(wasDenied(outcome)).toBe(true);
          expect(await snapshot(c)).toBeDefined();
        }
      });
    });
  });

  it('lets the owner discard a session only before validation', async () => {
    const outcome = await run(
      learner(w.owner),
      'delete from public.studysessions where sessionid = $1 returning *',
      [w.completedSession],
    );
    expect(wasDenied(outcome)).toBe(true);
  });

  it('lets the service role insert notifications', async () => {
    const outcome = await run(
      { role: 'service_role', claims: { role: 'service_role' } },
      `insert into public.notification_logs (user_id, notification_type, content) values ($1, 'ai_tip', '{"title":"Study Tip!","body":"Space it out"}') returning id`,
      [w.owner],
    );
    expect(outcome).toMatchObject({ ok: true, rowCount: 1 });
  });
});
