import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';

type Note = {
  id: number;
  data: unknown;
  message: string | null;
  username: string;
  group_id: number;
};
type Visitor = {
  username: string;
  data: unknown;
  age_range: string | null;
  status: 'FOCUSING' | 'AWAY';
  catchphrase: string | null;
};
type Table<Row> = { Row: Row; Insert: Partial<Row>; Update: Partial<Row>; Relationships: [] };
/** The part of the fixture these tests use, typed as supabase-js wants it. */
type Fixture = {
  public: {
    Tables: { quick_notes: Table<Note>; visiting_learners: Table<Visitor> };
    Views: Record<never, never>;
    Functions: { set_visitors_away: { Args: { name_param: string }; Returns: Visitor[]; SetofOptions: { from: '*'; to: 'visiting_learners'; isOneToOne: false; isSetofReturn: true } } };
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};

const note = (message: string) => ({ message, username: 'amara', group_id: 1 });

// quick_notes and the visitors named here are this file's alone.
describe.each(conformanceStacks)('maxAffected ($name)', (stack) => {
  // supabase-js offers maxAffected() only to clients typed for PostgREST 13 or later, as hosted Supabase runs.
  const db = clientFor(stack) as unknown as SupabaseClient<Fixture, { PostgrestVersion: '13' }>;
  const notes = () => db.from('quick_notes');

  it(covers('postgrest-js', 'max-affected › maxAffected › update should fail when maxAffected is exceeded', 'an update over more rows than allowed fails with PGRST124 and changes nothing'), async () => {
    await notes().insert([note('cap-update'), note('cap-update'), note('cap-update')]);
    const { error, status } = await notes().update({ message: 'capped' }).eq('message', 'cap-update').maxAffected(2);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST124', message: 'Query result exceeds max-affected preference constraint', details: 'The query affects 3 rows' });
    expect((await notes().select('id').eq('message', 'cap-update')).data).toHaveLength(3);
    await notes().delete().eq('message', 'cap-update');
  });

  it(covers('postgrest-js', 'max-affected › maxAffected › update should succeed when within maxAffected limit', 'an update within the limit goes through'), async () => {
    await notes().insert([note('within-update')]);
    const { data, error } = await notes().update({ message: 'within-updated' }).eq('message', 'within-update').maxAffected(2).select();
    expect(error).toBeNull();
    expect(data).toEqual([{ id: expect.any(Number), data: null, ...note('within-updated') }]);
    await notes().delete().eq('message', 'within-updated');
  });

  it(covers('postgrest-js', 'max-affected › maxAffected › delete should fail when maxAffected is exceeded', 'a delete over more rows than allowed fails with PGRST124 and removes nothing'), async () => {
    await notes().insert([note('cap-delete'), note('cap-delete'), note('cap-delete')]);
    const { error } = await notes().delete().eq('message', 'cap-delete').maxAffected(2).select();
    expect(error).toMatchObject({ code: 'PGRST124' });
    expect((await notes().select('id').eq('message', 'cap-delete')).data).toHaveLength(3);
    await notes().delete().eq('message', 'cap-delete');
  });

  it(covers('postgrest-js', 'max-affected › maxAffected › delete should succeed when within maxAffected limit', 'a delete within the limit goes through'), async () => {
    await notes().insert([note('within-delete')]);
    const { data, error } = await notes().delete().eq('message', 'within-delete').maxAffected(2).select();
    expect(error).toBeNull();
    expect(data).toEqual([{ id: expect.any(Number), data: null, ...note('within-delete') }]);
  });

  it(covers('postgrest-js', 'max-affected › maxAffected › should be able to use .maxAffected with setof records returning rpc', 'a function within the limit hands back its rows'), async () => {
    await db.from('visiting_learners').insert([{ username: 'capped-visitor', status: 'FOCUSING' }]);
    const { data, error } = await db.rpc('set_visitors_away', { name_param: 'capped-visitor' }).maxAffected(1).select();
    expect(error).toBeNull();
    expect(data).toEqual([{ username: 'capped-visitor', data: null, age_range: null, status: 'AWAY', catchphrase: null }]);
    await db.from('visiting_learners').delete().eq('username', 'capped-visitor');
  });

  it(covers('postgrest-js', 'max-affected › maxAffected › should fail when rpc returns more results than maxAffected', "a function over the limit fails with PGRST124 and its changes are undone"), async () => {
    const visitors = ['over-visitor-1', 'over-visitor-2', 'over-visitor-3'];
    await db.from('visiting_learners').insert(visitors.map((username) => ({ username, status: 'FOCUSING' })));
    const { data, error } = await db.rpc('set_visitors_away', { name_param: 'over-visitor-%' }).maxAffected(1).select();
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'PGRST124' });
    const after = await db.from('visiting_learners').select('status').in('username', visitors);
    expect(after.data).toEqual(Array(3).fill({ status: 'FOCUSING' }));
    await db.from('visiting_learners').delete().in('username', visitors);
  });
});
