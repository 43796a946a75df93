import { describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';

/** The second schema's learners (personal.learners in project/seed.sql). */
const PERSONAL_LEARNERS = [
  { username: 'amara', data: null, age_range: '[1,2)', status: 'FOCUSING' },
  { username: 'bilal', data: null, age_range: '[25,35)', status: 'AWAY' },
  { username: 'chen', data: null, age_range: '[25,35)', status: 'FOCUSING' },
  { username: 'dana', data: null, age_range: '[20,30)', status: 'FOCUSING' },
  { username: 'fay', data: null, age_range: '[20,40)', status: 'FOCUSING' },
];

describe.each(conformanceStacks)('schemas other than public ($name)', (stack) => {
  it(covers('postgrest-js', 'basic › switch schema', 'a client made for another schema reads its tables'), async () => {
    const personal = createClient(stack.url, stack.anonKey, {
      db: { schema: 'personal' },
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const res = await personal.from('learners').select().order('username');
    expect([res.status, res.error]).toEqual([200, null]);
    expect(res.data).toEqual(PERSONAL_LEARNERS);
  });

  it(covers('postgrest-js', 'basic › dynamic schema', 'schema() switches one query to another schema'), async () => {
    const res = await clientFor(stack).schema('personal').from('learners').select().order('username');
    expect([res.status, res.error]).toEqual([200, null]);
    expect(res.data).toEqual(PERSONAL_LEARNERS);
  });

  it(covers('postgrest-js', 'basic › rpc with dynamic schema', "calls the other schema's function of the same name"), async () => {
    const res = await clientFor(stack).schema('personal').rpc('get_status', { name_param: 'bilal' });
    expect([res.status, res.error, res.data]).toEqual([200, null, 'AWAY']);
    // public's get_status reads public.learners, where fay is not.
    expect((await clientFor(stack).schema('personal').rpc('get_status', { name_param: 'fay' })).data).toBe('FOCUSING');
    expect((await clientFor(stack).rpc('get_status', { name_param: 'fay' })).data).toBeNull();
  });

  it('a schema that is not exposed answers 406 PGRST106, naming the ones that are', async () => {
    const res = await clientFor(stack).schema('auth').from('users').select();
    expect(res.status).toBe(406);
    expect(res.error).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: auth', hint: 'Only the following schemas are exposed: public, personal' });
  });
});
