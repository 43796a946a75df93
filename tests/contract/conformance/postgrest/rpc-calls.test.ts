import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';

const STREAK = 9223372036854775807n;

describe.each(conformanceStacks)('calling functions ($name)', (stack) => {
  const db = clientFor(stack);

  it(covers('postgrest-js', 'basic › rpc', 'a function returning an enum answers its value'), async () => {
    const res = await db.rpc('get_status', { name_param: 'amara' });
    expect([res.status, res.statusText, res.error, res.data, res.count]).toEqual([200, 'OK', null, 'FOCUSING', null]);
  });

  it(covers('postgrest-js', 'basic › rpc returns void', 'a void function answers 204 with no body'), async () => {
    const res = await db.rpc('take_a_break');
    expect([res.status, res.statusText, res.error, res.data]).toEqual([204, 'No Content', null, null]);
  });

  it(covers('postgrest-js', "basic › rpc with count: 'exact'", 'a scalar result counts as one row'), async () => {
    const res = await db.rpc('get_status', { name_param: 'amara' }, { count: 'exact' });
    expect([res.status, res.error, res.data, res.count]).toEqual([200, null, 'FOCUSING', 1]);
  });

  it(covers('postgrest-js', 'basic › rpc with head:true, count:exact', 'a head call answers the count alone'), async () => {
    const res = await db.rpc('get_status', { name_param: 'amara' }, { head: true, count: 'exact' });
    expect([res.status, res.error, res.data, res.count]).toEqual([200, null, null, 1]);
  });

  it(covers('postgrest-js', 'basic › rpc with get:true, count:exact', 'a GET call takes its arguments from the query string'), async () => {
    const res = await db.rpc('get_status', { name_param: 'amara' }, { get: true, count: 'exact' });
    expect([res.status, res.error, res.data, res.count]).toEqual([200, null, 'FOCUSING', 1]);
  });

  it(covers('postgrest-js', 'basic › rpc with get:true, optional param', 'an argument left out takes its default'), async () => {
    const res = await db.rpc('greeting_for', { name: undefined }, { get: true });
    expect([res.status, res.error, res.data]).toEqual([200, null, '']);
    expect((await db.rpc('greeting_for', { name: 'amara' }, { get: true })).data).toBe('amara');
  });

  it(covers('postgrest-js', 'basic › rpc with get:true, array param', 'an array argument travels in the query string'), async () => {
    const res = await db.rpc('mark_decks_seen', { deck_ids: ['00000000-0000-0000-0000-000000000000'] }, { get: true });
    expect([res.status, res.statusText, res.error, res.data]).toEqual([204, 'No Content', null, null]);
  });

  it(covers('postgrest-js', 'rpc › RPC call with bigint param is accepted by a bigint Postgres argument', 'a bigint beyond JavaScript numbers reaches a bigint argument whole'), async () => {
    const res = await db.rpc('echo_streak', { streak: STREAK } as never);
    expect([res.status, res.error, res.data]).toEqual([200, null, '9223372036854775807']);
  });

  it(covers('postgrest-js', 'rpc › RPC call with bigint nested in jsonb param is serialized as a JSON string', 'a bigint inside a JSON argument arrives as its digits'), async () => {
    const res = await db.rpc('streak_from_payload', { payload: { id: STREAK } } as never);
    expect([res.status, res.error, res.data]).toEqual([200, null, '9223372036854775807']);
  });
});

describe.each(conformanceStacks)("selecting from a function's rows ($name)", (stack) => {
  const db = clientFor(stack);
  const call = () => db.rpc('get_username_and_status', { name_param: 'amara' });

  it(covers('postgrest-js', ['rpc › RPC call with no params', 'rpc › RPC call with star select'], 'select() and select(*) hand back every output column'), async () => {
    for (const res of [await call().select(), await call().select('*')]) {
      expect([res.status, res.error, res.data]).toEqual([200, null, [{ username: 'amara', status: 'FOCUSING' }]]);
    }
  });

  it(covers('postgrest-js', 'rpc › RPC call with single field select', 'select picks one output column'), async () => {
    expect((await call().select('username')).data).toEqual([{ username: 'amara' }]);
  });

  it(covers('postgrest-js', 'rpc › RPC call with multiple fields select', 'select picks several output columns'), async () => {
    expect((await call().select('username, status')).data).toEqual([{ username: 'amara', status: 'FOCUSING' }]);
  });

  it(covers('postgrest-js', 'rpc › RPC call with field aliasing', 'an output column renamed'), async () => {
    expect((await call().select('name:username')).data).toEqual([{ name: 'amara' }]);
  });

  it(covers('postgrest-js', 'rpc › RPC call with field casting', 'an output column cast to text'), async () => {
    const res = await call().select('status::text');
    expect([res.error, res.data]).toEqual([null, [{ status: 'FOCUSING' }]]);
  });

  it(covers('postgrest-js', 'rpc › RPC call with field aggregate', 'an output column counted, grouped by another'), async () => {
    const res = await call().select('username.count(), status');
    expect([res.error, res.data]).toEqual([null, [{ count: 1, status: 'FOCUSING' }]]);
  });
});
