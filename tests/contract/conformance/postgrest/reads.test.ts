import { describe, expect, it, vi } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { AMARA, ELI, LEARNERS } from './reads-fixture';

const NOT_ONE_ROW = { code: 'PGRST116', hint: null };

describe.each(conformanceStacks)('reads on the local stack ($name)', (stack) => {
  const db = clientFor(stack);

  it(covers('postgrest-js', 'basic › basic select table', 'reads every row and column of a table'), async () => {
    const { data, error, status, statusText, count } = await db.from('learners').select().order('username');
    expect(error).toBeNull();
    expect([status, statusText, count]).toEqual([200, 'OK', null]);
    expect(data).toEqual(LEARNERS);
  });

  it(
    covers('postgrest-js', ['basic › basic select returns types override', 'basic › basic select returns from builder', 'basic › basic select overrideTypes from builder'],
      'a typed read answers the same rows, as a list or as one object'),
    async () => {
      const list = await db.from('learners').select().order('username').returns<{ status: 'FOCUSING' | 'AWAY' }[]>();
      expect(list.data).toEqual(LEARNERS);
      const one = await db.from('learners').select().eq('username', 'amara').single().returns<{ status: string }>();
      expect([one.status, one.data]).toEqual([200, AMARA]);
      const overridden = await db.from('learners').select().eq('username', 'amara').single().overrideTypes<{ status: 'FOCUSING' | 'AWAY' }>();
      expect([overridden.status, overridden.error, overridden.data]).toEqual([200, null, AMARA]);
    },
  );

  it(covers('postgrest-js', 'basic › basic select with maybeSingle yielding more than one result', 'maybeSingle over five rows is an error'), async () => {
    const { data, error, status } = await db.from('learners').select().maybeSingle();
    expect([status, data]).toEqual([406, null]);
    expect(error).toMatchObject({ ...NOT_ONE_ROW, details: 'Results contain 5 rows, application/vnd.pgrst.object+json requires 1 row', message: 'JSON object requested, multiple (or no) rows returned' });
  });

  it(covers('postgrest-js', 'basic › basic select with single yielding more than one result', 'single over five rows answers 406 PGRST116'), async () => {
    const { data, error, status, statusText } = await db.from('learners').select().single();
    expect([status, statusText, data]).toEqual([406, 'Not Acceptable', null]);
    expect(error).toEqual({ ...NOT_ONE_ROW, details: 'The result contains 5 rows', message: 'Cannot coerce the result to a single JSON object' });
  });

  it(covers('postgrest-js', 'basic › basic select view', 'reads a view with a computed column'), async () => {
    const { data, error } = await db.from('learner_levels').select().order('username');
    expect(error).toBeNull();
    expect(data).toEqual(LEARNERS.map(({ username }) => ({ username, level: 1 })));
  });

  it(covers('postgrest-js', 'basic › select with no match', 'a filter nothing matches answers an empty list'), async () => {
    const res = await db.from('learners').select().eq('username', 'nobody');
    expect([res.status, res.error, res.data]).toEqual([200, null, []]);
  });

  it(covers('postgrest-js', 'basic › maybeSingle returns null for zero rows (GET)', 'maybeSingle over no row answers null'), async () => {
    const res = await db.from('learners').select().eq('username', 'nobody').maybeSingle();
    expect([res.status, res.error, res.data]).toEqual([200, null, null]);
  });

  it(covers('postgrest-js', 'basic › maybeSingle w/ throwOnError', 'maybeSingle over no row does not throw'), async () => {
    const res = await db.from('group_notes').select().eq('message', 'not written yet').throwOnError().maybeSingle();
    expect(res.data).toBeNull();
    expect(res.status).toBe(200);
  });

  it(
    covers('postgrest-js', ['basic › throwOnError throws errors instead of returning them', 'basic › throwOnError throws errors which include stack'],
      'an unknown table throws PGRST205 with a stack'),
    async () => {
      const thrown = await db.from('missing_table').select().throwOnError().then(() => null, (e: unknown) => e);
      expect(thrown).toBeInstanceOf(Error);
      expect((thrown as Error).message).toBe("Could not find the table 'public.missing_table' in the schema cache");
      expect((thrown as Error).stack).toBeDefined();
      expect(thrown).toMatchObject({ code: 'PGRST205' });
    },
  );

  it(covers('postgrest-js', "basic › don't mutate PostgrestClient.headers", 'a single read leaves later reads answering lists'), async () => {
    expect((await db.from('learners').select().limit(1).single()).error).toBeNull();
    const res = await db.from('learners').select();
    expect(res.error).toBeNull();
    expect(res.data).toHaveLength(5);
  });

  it(covers('postgrest-js', 'basic › allow ordering on JSON column', 'orders by a key inside a JSON column'), async () => {
    const { data, error } = await db.from('learners').select().order('data->plan');
    expect(error).toBeNull();
    // Postgres puts nulls last when ascending and first when descending.
    expect(data?.[0]).toEqual(ELI);
    expect(data).toHaveLength(5);
    const descending = await db.from('learners').select('username').order('data->plan', { ascending: false });
    expect(descending.data?.at(-1)).toEqual({ username: 'eli' });
  });

  it(covers('postgrest-js', 'basic › select with head:true', 'head answers no rows and no count'), async () => {
    const res = await db.from('learners').select('*', { head: true });
    expect([res.status, res.error, res.data, res.count]).toEqual([200, null, null, null]);
  });

  it(covers('postgrest-js', 'basic › select with head:true, count:exact', 'head with an exact count answers the count'), async () => {
    const res = await db.from('learners').select('*', { head: true, count: 'exact' });
    expect([res.status, res.error, res.data, res.count]).toEqual([200, null, null, 5]);
  });

  it(covers('postgrest-js', 'basic › select with head:true, count:planned', "head with a planned count answers the planner's estimate"), async () => {
    const res = await db.from('learners').select('*', { head: true, count: 'planned' });
    expect([res.error, res.data]).toEqual([null, null]);
    expect(res.count).toEqual(expect.any(Number));
    // As PostgREST: an estimate above the rows there are answers 206 Partial Content.
    expect(res.status).toBe(res.count! > 5 ? 206 : 200);
  });

  it(covers('postgrest-js', 'basic › select with head:true, count:estimated', 'head with an estimated count counts a small table exactly'), async () => {
    const res = await db.from('learners').select('*', { head: true, count: 'estimated' });
    expect([res.status, res.error, res.data, res.count]).toEqual([200, null, null, 5]);
  });

  it('a page of the rows with an exact count answers 206 Partial Content, the whole of them 200', async () => {
    const page = await db.from('learners').select('username', { count: 'exact' }).order('username').range(1, 2);
    expect([page.status, page.count, page.data]).toEqual([206, 5, [{ username: 'bilal' }, { username: 'chen' }]]);
    const whole = await db.from('learners').select('username', { count: 'exact' }).range(0, 4);
    expect([whole.status, whole.count]).toEqual([200, 5]);
  });

  it(covers('postgrest-js', 'basic › select with count:exact', 'a read with an exact count answers rows and count'), async () => {
    const res = await db.from('learners').select('*', { count: 'exact' }).order('username');
    expect([res.status, res.error, res.count]).toEqual([200, null, 5]);
    expect(res.data).toEqual(LEARNERS);
  });

  it(covers('postgrest-js', 'basic › uses native fetch when no custom fetch provided', "a client given no fetch of its own reads through the runtime's fetch"), async () => {
    const runtimeFetch = vi.spyOn(globalThis, 'fetch');
    try {
      const res = await clientFor(stack).from('learners').select().order('username');
      expect([res.status, res.error, res.data]).toEqual([200, null, LEARNERS]);
      expect(runtimeFetch).toHaveBeenCalledWith(expect.stringContaining(`${stack.url}/rest/v1/learners`), expect.objectContaining({ method: 'GET', headers: expect.any(Object) }));
    } finally {
      runtimeFetch.mockRestore();
    }
  });
});
