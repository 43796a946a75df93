import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { DANA } from './reads-fixture';

const VISITOR = { username: 'ravi', data: null, age_range: '[20,25)', status: 'FOCUSING', catchphrase: "'card' 'deck'" };

describe.each(conformanceStacks)('transforms of a write ($name)', (stack) => {
  const db = clientFor(stack);

  it(covers('postgrest-js', 'transforms › single on insert', 'an insert hands back its row as one object'), async () => {
    const res = await db.from('visiting_learners').insert({ username: 'single-visitor' }).select().single();
    expect([res.status, res.error]).toEqual([201, null]);
    expect(res.data).toEqual({ username: 'single-visitor', data: null, age_range: null, status: 'FOCUSING', catchphrase: null });
    await db.from('visiting_learners').delete().eq('username', 'single-visitor');
  });

  it(covers('postgrest-js', 'transforms › select on insert', 'an insert hands back the columns selected'), async () => {
    const res = await db.from('visiting_learners').insert({ username: 'select-visitor' }).select('status');
    expect([res.status, res.error, res.data]).toEqual([201, null, [{ status: 'FOCUSING' }]]);
    await db.from('visiting_learners').delete().eq('username', 'select-visitor');
  });

  it(covers('postgrest-js', 'transforms › select on rpc', "a function's rows, one column selected"), async () => {
    const res = await db.rpc('get_username_and_status', { name_param: 'amara' }).select('status');
    expect([res.status, res.error, res.data]).toEqual([200, null, [{ status: 'FOCUSING' }]]);
  });

  it(covers('postgrest-js', 'transforms › rollback insert/upsert', 'an insert and an upsert answer their row, then are undone'), async () => {
    expect((await db.from('learners').select().eq('username', 'ravi')).data).toEqual([]);
    const inserted = await db.from('learners').insert(VISITOR).select().rollback().single();
    expect([inserted.status, inserted.error, inserted.data]).toEqual([201, null, VISITOR]);
    const upserted = await db.from('learners').upsert(VISITOR).select().rollback().single();
    expect([upserted.status, upserted.error, upserted.data]).toEqual([201, null, VISITOR]);
    expect((await db.from('learners').select().eq('username', 'ravi')).data).toEqual([]);
  });

  it(covers('postgrest-js', 'transforms › rollback update/rpc', 'an update and a function call answer their change, then are undone'), async () => {
    const status = () => db.from('learners').select('status').eq('username', 'dana').single();
    expect((await status()).data).toEqual({ status: DANA.status });
    const updated = await db.from('learners').update({ status: 'AWAY' }).eq('username', 'dana').select('status').rollback().single();
    expect([updated.error, updated.data]).toEqual([null, { status: 'AWAY' }]);
    const called = await db.rpc('set_away', { name_param: 'dana' }).rollback();
    expect([called.error, called.data]).toEqual([null, 'AWAY']);
    expect((await status()).data).toEqual({ status: DANA.status });
  });

  it(covers('postgrest-js', 'transforms › rollback delete', 'a delete answers the row, then is undone'), async () => {
    const deleted = await db.from('learners').delete().eq('username', 'dana').select('username').rollback().single();
    expect([deleted.error, deleted.data]).toEqual([null, { username: 'dana' }]);
    expect((await db.from('learners').select('username').eq('username', 'dana').single()).data).toEqual({ username: 'dana' });
  });
});
