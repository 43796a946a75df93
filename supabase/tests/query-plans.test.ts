import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { as, learner, serviceRole } from './support/learners';
import {
  BENCH_LEARNER,
  benchmarkDataSql,
  planScans,
  PAGE_QUERIES,
} from './support/page-queries.mjs';

describe.each(ENGINES)('the list and count queries of the app use their indexes with 100,000 sessions on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    await t.db.exec(`begin; ${benchmarkDataSql(100_000)} commit;`);
  }, 180_000);
  afterAll(() => t?.dispose());

  it('has the 100,000 sessions', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::integer as n from public.studysessions',
    );
    expect(rows[0]!.n).toBe(100_000);
  });

  it.each(PAGE_QUERIES)('$name uses an index: $index', async (query) => {
    const caller = query.caller === 'service_role' ? serviceRole : learner(BENCH_LEARNER);
    const { rows } = await as(t.db, caller, (tx) =>
      tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${query.sql}`, query.params()),
    );
    const raw = rows[0]!['QUERY PLAN'];
    const scans = planScans(typeof raw === 'string' ? JSON.parse(raw) : raw);
    expect(scans.filter((s) => s.type === 'Seq Scan')).toEqual([]);
    expect(scans.some((s) => s.index !== null && query.index.includes(s.index))).toBe(true);
  });
});
