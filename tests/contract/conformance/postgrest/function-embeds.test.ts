import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';

const f = (name: string) => `embeded_functions_join › embeded functions select › ${name}`;
const post = (id: number) => ({
  1: { id: 1, data: null, message: 'Hello study room', username: 'ada', room_id: 1 },
  2: { id: 2, data: null, message: 'Spaced repetition beats cramming, every single time you try it.', username: 'ada', room_id: 2 },
  3: { id: 3, data: null, message: 'A post in a room without details', username: 'ada', room_id: 3 },
  4: { id: 4, data: null, message: 'A post in a room without details', username: 'ada', room_id: 3 },
})[id]!;
const pick = <T extends object>(row: T, keys: (keyof T)[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));
const ids = (rows: { id: number }[] | undefined) => (rows ?? []).map((r) => r.id).sort();
const others = ['ben', 'cleo', 'dev', 'eli'];
const adaFirst = { id: 1, username: 'ada' };
const noProfile = { id: null, username: null };

describe.each(conformanceStacks)('embedding functions of a row ($name)', (stack) => {
  const db = clientFor(stack);

  it(covers('postgrest-js', f('embeded_setof_function - function returning a setof embeded table'), "embeds the rows a function returns for each room"), async () => {
    const { data, error } = await db.from('rooms').select('id, room_posts:get_posts(*)').order('id');
    expect(error).toBeNull();
    expect(data?.map((r) => [r.id, [...r.room_posts].sort((a, b) => a.id - b.id)])).toEqual([[1, [post(1)]], [2, [post(2)]], [3, [post(3), post(4)]]]);
  });

  it(covers('postgrest-js', f('embeded_setof_function_fields_selection - function returning a setof embeded table with fields selection'), 'embeds chosen columns of the rows a function returns'), async () => {
    const { data, error } = await db.from('rooms').select('id, room_posts:get_posts(id,message)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, room_posts: [{ id: 1, message: 'Hello study room' }] });
  });

  it(covers('postgrest-js', f('embeded_setof_function_double_definition - function double definition returning a setof embeded table'), 'picks the overload taking the row of the table embedded from'), async () => {
    const { data, error } = await db.from('members').select('username, member_posts:get_posts(*)').order('username');
    expect(error).toBeNull();
    expect(data?.map((m) => [m.username, ids(m.member_posts)])).toEqual([['ada', [1, 2, 3, 4]], ...others.map((o) => [o, []])]);
  });

  it(covers('postgrest-js', f('embeded_setof_function_double_definition_fields_selection - function double definition returning a setof embeded table with fields selection'), 'picks the overload and embeds chosen columns'), async () => {
    const { data, error } = await db.from('members').select('username, member_posts:get_posts(id,message)').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect([...(data?.member_posts ?? [])].sort((a, b) => a.id - b.id)).toEqual([1, 2, 3, 4].map((id) => pick(post(id), ['id', 'message'])));
  });

  it(
    covers('postgrest-js', f('embeded_setof_function_double_definition_fields_selection - function double definition returning a setof embeded table with fields selection including computed fields'), 'selects a computed field of the rows a function returns'),
    async () => {
      const { data, error } = await db.from('members').select('username, member_posts:get_posts(id,message, post_preview)').eq('username', 'ada').single();
      expect(error).toBeNull();
      expect([...(data?.member_posts ?? [])].sort((a, b) => a.id - b.id)).toEqual([
        { id: 1, message: 'Hello study room', post_preview: 'Hel' },
        { id: 2, message: post(2).message, post_preview: 'Spa' },
        { id: 3, message: post(3).message, post_preview: 'A p' },
        { id: 4, message: post(4).message, post_preview: 'A p' },
      ]);
    },
  );

  for (const behaviour of [f('embeded_function_using_setof_rows_one - function returning a setof single row embeded table'), f('function_using_setof_rows_one')]) {
    it(covers('postgrest-js', behaviour, 'embeds a set-returning function declared ROWS 1 as one object, null when empty'), async () => {
      const { data, error } = await db.from('members').select('username, profile:member_profile_set_one(*)').order('username');
      expect(error).toBeNull();
      expect(data).toEqual([{ username: 'ada', profile: adaFirst }, ...others.map((username) => ({ username, profile: null }))]);
    });
  }

  for (const behaviour of [f('embeded_function_using_table_returns - function returns row embeded table'), f('function_using_table_returns')]) {
    it(covers('postgrest-js', behaviour, 'embeds a function returning one row as an object, its columns null when it finds none'), async () => {
      const { data, error } = await db.from('members').select('username, profile:member_profile_row(*)').order('username');
      expect(error).toBeNull();
      expect(data).toEqual([{ username: 'ada', profile: adaFirst }, ...others.map((username) => ({ username, profile: noProfile }))]);
    });
  }

  it(covers('postgrest-js', f('embeded_setof_row_one_function_not_nullable - function returning a single row embeded table not nullable'), 'keeps only members the function finds a row for with !inner'), async () => {
    const { data, error } = await db.from('members').select('username, profile:get_member_profile_non_nullable!inner(*)');
    expect(error).toBeNull();
    expect(data).toEqual([{ username: 'ada', profile: adaFirst }]);
  });

  it(covers('postgrest-js', f('embeded_setof_row_one_function_with_fields_selection - function returning a single row embeded table with fields selection'), 'embeds one column of the row a function returns'), async () => {
    const { data, error } = await db.from('members').select('username, profile:get_member_profile(username)').order('username');
    expect(error).toBeNull();
    expect(data).toEqual([{ username: 'ada', profile: { username: 'ada' } }, ...others.map((username) => ({ username, profile: { username: null } }))]);
  });

  it(covers('postgrest-js', f('embeded_setof_function_with_fields_selection_with_sub_linking - function embedded table with fields selection and sub linking'), 'embeds the room of each row a function returns'), async () => {
    const { data, error } = await db.from('rooms').select('id, room_posts:get_posts(id,message,rooms(id,slug))').eq('id', 2).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 2, room_posts: [{ id: 2, message: post(2).message, rooms: { id: 2, slug: 'history' } }] });
  });

  it(covers('postgrest-js', f('embeded_function_with_table_row_input - function with table row input'), 'embeds a function taking a member row'), async () => {
    const { data, error } = await db.from('members').select('username, own_posts:get_member_posts(*)').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(ids(data?.own_posts)).toEqual([1, 2, 3, 4]);
  });

  it(covers('postgrest-js', f('embeded_function_with_view_row_input - function with view row input'), 'embeds a function taking a row of a view'), async () => {
    const { data, error } = await db.from('studying_members').select('username, own_posts:get_studying_member_posts(*)').order('username');
    expect(error).toBeNull();
    expect(data?.map((m) => [m.username, ids(m.own_posts)])).toEqual([['ada', [1, 2, 3, 4]], ['cleo', []], ['dev', []], ['eli', []]]);
  });

  it(covers('postgrest-js', f('embeded_function_returning_view - function returning view'), 'embeds a function returning rows of a view, in the view’s order'), async () => {
    const { data, error } = await db.from('members').select('username, recent:get_member_recent_posts(*)').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data?.recent).toEqual([post(4), post(3), post(2), post(1)]);
  });

  it(covers('postgrest-js', f('embeded_function_with_view_input_returning_view - function with view input returning view'), 'picks the overload taking the view row'), async () => {
    const { data, error } = await db.from('studying_members').select('username, recent:get_member_recent_posts(*)').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data?.recent).toEqual([post(4), post(3), post(2), post(1)]);
  });

  it(covers('postgrest-js', f('embeded_function_with_blurb_message - function with blurb_message'), 'selects a computed field inside a function embed'), async () => {
    const { data, error } = await db.from('members').select('username, own_posts:get_member_posts(id,message,post_preview)').eq('username', 'ada').single();
    expect(error).toBeNull();
    expect(data?.own_posts.find((p) => p.id === 2)).toEqual({ id: 2, message: post(2).message, post_preview: 'Spa' });
  });

  it(covers('postgrest-js', f('embeded_function_returning_row - Cannot embed an function that is not a setofOptions one'), 'refuses to embed a function taking no row with 400 PGRST200'), async () => {
    const { data, error, status } = await db.from('rooms').select('id, member:first_member(*)');
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      details: "Searched for a foreign key relationship between 'rooms' and 'first_member' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'rooms' and 'first_member' in the schema cache",
    });
  });

  it(covers('postgrest-js', f('embeded_function_returning_single_row - can embed single row returns function with row single param'), 'embeds a function taking a post row and returning one member'), async () => {
    const { data, error } = await db.from('posts').select('id, member:post_first_member(status, username)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([1, 2, 3, 4].map((id) => ({ id, member: { status: 'STUDYING', username: 'ada' } })));
  });

  it(covers('postgrest-js', f('embeded_function_returning_set_of_rows - function returning set of rows'), 'refuses to embed a set-returning function taking no row with 400 PGRST200'), async () => {
    const { error, status } = await db.from('posts').select('id, members:all_members(*)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
    expect(error?.message).toBe("Could not find a relationship between 'posts' and 'all_members' in the schema cache");
  });

  it(covers('postgrest-js', f('select the created_ago embeded function'), 'selects a computed field and refuses calling it as a function by column name'), async () => {
    const { data, error } = await db.from('member_audits').select('id, audited_ago');
    expect(error).toBeNull();
    expect(data).toHaveLength(5);
    expect(data?.every((row) => typeof row.audited_ago === 'number' && row.audited_ago >= 0)).toBe(true);
    const call = await db.rpc('audited_ago', { id: 1 });
    expect(call.status).toBe(404);
    expect(call.error).toEqual({
      code: 'PGRST202',
      details: 'Searched for the function public.audited_ago with parameter id or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function public.audited_ago(id) in the schema cache',
    });
  });

  it(covers('postgrest-js', f('select the days_since_event embeded function over partitioned table'), 'selects a computed field of a partitioned table'), async () => {
    const { data, error } = await db.from('study_events').select('id, days_since_study_event');
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(data?.every((row) => typeof row.days_since_study_event === 'number' && row.days_since_study_event >= 0)).toBe(true);
    const call = await db.rpc('days_since_study_event', { id: 1 });
    expect(call.status).toBe(404);
    expect(call.error?.message).toBe('Could not find the function public.days_since_study_event(id) in the schema cache');
  });
});
