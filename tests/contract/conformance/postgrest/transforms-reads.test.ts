import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers, refusesAsNotSupported } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { AMARA, BILAL, CHEN, DANA, LEARNERS } from './reads-fixture';

describe.each(conformanceStacks)('transforms of a read ($name)', (stack) => {
  const db = clientFor(stack);
  const learners = () => db.from('learners');

  it(covers('postgrest-js', 'transforms › order', 'orders descending'), async () => {
    const res = await learners().select().order('username', { ascending: false });
    expect([res.status, res.error]).toEqual([200, null]);
    expect(res.data).toEqual([...LEARNERS].reverse());
  });

  it(covers('postgrest-js', 'transforms › order on multiple columns', 'orders by one column, then another'), async () => {
    const res = await db.from('group_notes').select().order('group_id', { ascending: false }).order('id', { ascending: false });
    expect(res.data?.map((r) => [r.group_id, r.id])).toEqual([[3, 4], [3, 3], [2, 2], [1, 1]]);
  });

  it(covers('postgrest-js', 'transforms › limit', 'limits the rows'), async () => {
    const res = await learners().select().order('username').limit(1);
    expect(res.data).toEqual([AMARA]);
  });

  it(covers('postgrest-js', 'transforms › range', 'hands back rows 1 to 3, counted from 0'), async () => {
    const res = await learners().select().order('username').range(1, 3);
    expect([res.status, res.data]).toEqual([200, [BILAL, CHEN, DANA]]);
  });

  it(covers('postgrest-js', 'transforms › single', 'one row as an object'), async () => {
    const res = await learners().select().order('username').limit(1).single();
    expect([res.status, res.error, res.data]).toEqual([200, null, AMARA]);
  });

  it(covers('postgrest-js', 'transforms › maybeSingle', 'maybeSingle: no row is null; two inserted rows are an error and stay written'), async () => {
    const none = await learners().select().eq('username', 'nobody').maybeSingle();
    expect([none.status, none.error, none.data]).toEqual([200, null, null]);
    const two = await db.from('visiting_learners').insert([{ username: 'maybe-a' }, { username: 'maybe-b' }]).select().maybeSingle();
    expect([two.status, two.data]).toEqual([406, null]);
    expect(two.error).toEqual({
      code: 'PGRST116',
      details: 'Results contain 2 rows, application/vnd.pgrst.object+json requires 1 row',
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    });
    const removed = await db.from('visiting_learners').delete().in('username', ['maybe-a', 'maybe-b']).select('username');
    expect(removed.data).toHaveLength(2);
  });

  it(covers('postgrest-js', 'transforms › csv', 'answers CSV: a header, then one line per row'), async () => {
    const res = await learners().select().order('username').csv();
    expect([res.status, res.error]).toEqual([200, null]);
    expect(res.data).toBe(
      [
        'username,data,age_range,status,catchphrase',
        `amara,,"[1,2)",FOCUSING,"'card' 'deck'"`,
        `bilal,,"[25,35)",AWAY,"'deck' 'quiz'"`,
        `chen,,"[25,35)",FOCUSING,"'note' 'quiz'"`,
        `dana,,"[20,30)",FOCUSING,"'card' 'note'"`,
        `eli,"{""plan"": {""week"": {""goal"": ""value""}, ""subject"": ""biology""}}","[20,30)",FOCUSING,"'exam' 'plan'"`,
      ].join('\n'),
    );
  });

  it(covers('postgrest-js', 'transforms › stripNulls', 'leaves out keys whose value is null'), async () => {
    const res = await learners().select().order('username').stripNulls();
    expect([res.status, res.error]).toEqual([200, null]);
    const [amara, , , , eli] = res.data as Record<string, unknown>[];
    expect(amara).toEqual({ username: 'amara', age_range: '[1,2)', status: 'FOCUSING', catchphrase: "'card' 'deck'" });
    expect(eli).toHaveProperty('data');
  });

  it(covers('postgrest-js', 'transforms › stripNulls with single', 'leaves out null keys of a single object'), async () => {
    const res = await learners().select().eq('username', 'amara').limit(1).single().stripNulls();
    expect([res.status, res.error]).toEqual([200, null]);
    expect(res.data).not.toHaveProperty('data');
    expect(res.data).toMatchObject({ username: 'amara' });
  });

  it(refusesAsNotSupported('postgrest-js', 'transforms › geojson', 'GeoJSON answers need PostGIS: 501 not supported'), async () => {
    const res = await learners().select().geojson();
    expect([res.status, res.data]).toEqual([501, null]);
    expect(res.error).toMatchObject({ code: 'not_implemented', message: 'The local stack does not support GeoJSON answers (Accept: application/geo+json)' });
  });

  it(covers('postgrest-js', 'transforms › explain with json/text format', "answers the read's plan, as JSON or as text"), async () => {
    const json = await learners().select().explain({ format: 'json' });
    expect([json.status, json.error]).toEqual([200, null]);
    expect(json.data).toEqual([expect.objectContaining({ Plan: expect.objectContaining({ 'Node Type': 'Aggregate' }) })]);
    const text = await learners().select().explain();
    expect(text.data).toMatch(/^Aggregate {2}\(cost=/);
  });

  it(covers('postgrest-js', 'transforms › explain with options', 'a verbose plan names the output of each step'), async () => {
    const res = await learners().select().explain({ verbose: true, settings: true, format: 'json' });
    expect([res.status, res.error]).toEqual([200, null]);
    const [plan] = res.data as unknown as { Plan: { Output: string[] }; Settings?: Record<string, string> }[];
    expect(plan!.Plan.Output.length).toBeGreaterThan(0);
    expect(plan!.Plan.Output.every((column) => typeof column === 'string')).toBe(true);
  });
});
