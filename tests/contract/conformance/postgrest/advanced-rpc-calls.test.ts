import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';

const r = (name: string) => `advanced_rpc › advanced rpc › ${name}`;
const adaRow = { username: 'ada', data: null, age_range: null, catchphrase: null, status: 'STUDYING' };
const ada = { username: 'ada', data: null, age_range: '[1,2)', status: 'STUDYING', catchphrase: "'cat' 'fat'" };
const adaProfile = { id: 1, username: 'ada' };
const post = (id: number) => ({
  1: { id: 1, data: null, message: 'Hello study room', username: 'ada', room_id: 1 },
  2: { id: 2, data: null, message: 'Spaced repetition beats cramming, every single time you try it.', username: 'ada', room_id: 2 },
  3: { id: 3, data: null, message: 'A post in a room without details', username: 'ada', room_id: 3 },
  4: { id: 4, data: null, message: 'A post in a room without details', username: 'ada', room_id: 3 },
})[id]!;
const byId = <T extends { id: number }>(rows: T[] | null) => [...(rows ?? [])].sort((a, b) => a.id - b.id);
const adaPosts = [1, 2, 3, 4].map(post);
const ambiguous = (signatures: string) => ({
  code: 'PGRST203',
  details: null,
  hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  message: `Could not choose the best candidate function between: ${signatures}`,
});

describe.each(conformanceStacks)('calling overloaded functions and functions of rows ($name)', (stack) => {
  const db = clientFor(stack);
  // Untyped calls: the official suite sends arguments its generated types would refuse.
  const call = (fn: string, args?: Record<string, unknown>) => db.rpc(fn, args as never);

  it(covers('postgrest-js', r('function returning a setof embeded table'), 'passes a room row as JSON and answers the posts it returns'), async () => {
    const { data, error } = await call('get_posts', { room_row: { id: 1, data: null, slug: null } });
    expect(error).toBeNull();
    expect(data).toEqual([post(1)]);
  });

  it(covers('postgrest-js', r('function double definition returning a setof embeded table'), 'picks the overload by the argument name'), async () => {
    const { data, error } = await call('get_posts', { member_row: adaRow });
    expect(error).toBeNull();
    expect(byId(data)).toEqual(adaPosts);
  });

  it(covers('postgrest-js', r('function returning a single row embeded table'), 'answers one object for a function returning one row'), async () => {
    const { data, error } = await call('get_member_profile', { member_row: adaRow });
    expect(error).toBeNull();
    expect(data).toEqual(adaProfile);
  });

  it(covers('postgrest-js', r('function with scalar input'), 'answers the posts of a username'), async () => {
    const { data, error } = await call('get_posts_by_username', { search_username: 'ada' });
    expect(error).toBeNull();
    expect(byId(data)).toEqual(adaPosts);
  });

  it(covers('postgrest-js', r('function with table row input'), 'takes a member row'), async () => {
    const { data, error } = await call('get_member_posts', { member_row: adaRow });
    expect(error).toBeNull();
    expect(byId(data)).toEqual(adaPosts);
  });

  it(covers('postgrest-js', r('function with view row input'), 'takes a row of a view'), async () => {
    const { data, error } = await call('get_studying_member_posts', { studying_member_row: adaRow });
    expect(error).toBeNull();
    expect(byId(data)).toEqual(adaPosts);
  });

  it(covers('postgrest-js', r('function returning view'), 'answers rows of a view, in its order'), async () => {
    const { data, error } = await call('get_member_recent_posts', { member_row: adaRow });
    expect(error).toBeNull();
    expect(data).toEqual([post(4), post(3), post(2), post(1)]);
  });

  it(covers('postgrest-js', r('function with scalar input returning view'), 'answers rows of a view for a username'), async () => {
    const { data, error } = await call('get_recent_posts_by_username', { search_username: 'ada' });
    expect(error).toBeNull();
    expect(data).toEqual([post(4), post(3), post(2), post(1)]);
  });

  it(covers('postgrest-js', r('function with scalar input with followup select'), 'embeds the author of each row a function returns from a view'), async () => {
    const { data, error } = await call('get_recent_posts_by_username', { search_username: 'ada' }).select('room_id, message, members(username, catchphrase)');
    expect(error).toBeNull();
    expect(data).toEqual([4, 3, 2, 1].map((id) => ({ room_id: post(id).room_id, message: post(id).message, members: { username: 'ada', catchphrase: "'cat' 'fat'" } })));
  });

  it(covers('postgrest-js', r('function with row input with followup select'), 'embeds the member of the one row a function returns'), async () => {
    const { data, error } = await call('get_member_profile', { member_row: adaRow }).select('id, username, members(username, catchphrase)');
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, username: 'ada', members: { username: 'ada', catchphrase: "'cat' 'fat'" } });
  });

  it(covers('postgrest-js', r('unresolvable function with no params'), 'calls the one overload taking nothing: 204'), async () => {
    const { data, error, status } = await call('unresolvable_lookup');
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
  });

  for (const [behaviour, a] of [[r('unresolvable function with text param'), 'test'], [r('unresolvable function with int param'), 1]] as const) {
    it(covers('postgrest-js', behaviour, 'answers 300 PGRST203 when two overloads take the same argument name'), async () => {
      const { data, error, status } = await call('unresolvable_lookup', { a });
      expect(data).toBeNull();
      expect(status).toBe(300);
      expect(error).toEqual(ambiguous('public.unresolvable_lookup(a => integer), public.unresolvable_lookup(a => text)'));
    });
  }

  it(covers('postgrest-js', r('resolvable function with no params'), 'calls the overload taking nothing'), async () => {
    const { status, error } = await call('study_lookup');
    expect(error).toBeNull();
    expect(status).toBe(204);
  });

  it(covers('postgrest-js', r('resolvable function with text param'), 'calls the overload named a'), async () => {
    const { data, error } = await call('study_lookup', { a: 'test' });
    expect(error).toBeNull();
    expect(data).toBe(1);
  });

  it(covers('postgrest-js', r('resolvable function with int param'), 'calls the overload named b'), async () => {
    const { data, error } = await call('study_lookup', { b: 1 });
    expect(error).toBeNull();
    expect(data).toBe('foo');
  });

  it(covers('postgrest-js', r('resolvable function with profile_id param'), 'calls the overload returning profiles'), async () => {
    const { data, error } = await call('study_lookup', { profile_id: 1 });
    expect(error).toBeNull();
    expect(data).toEqual([adaProfile]);
  });

  it(covers('postgrest-js', r('resolvable function with channel_id and search params'), 'calls the overload with a required and an optional argument'), async () => {
    const { data, error } = await call('study_lookup', { rid: 1, search: 'Hello study room' });
    expect(error).toBeNull();
    expect(data).toEqual([post(1)]);
  });

  it(covers('postgrest-js', r('resolvable function with user_row param'), 'calls the overload taking a member row'), async () => {
    const { data, error } = await call('study_lookup', { member_row: adaRow });
    expect(error).toBeNull();
    expect(byId(data)).toEqual(adaPosts);
  });

  for (const [behaviour, fn, args, expected] of [
    [r('polymorphic function with text param'), 'tally_by_kind', { '': 'test' }, 'foo'],
    [r('polymorphic function with bool param'), 'tally_by_kind', { '': true }, 'foo'],
    [r('polymorphic function with unnamed json param'), 'tally_unnamed_json', { '': { test: 'value' } }, 1],
    [r('polymorphic function with unnamed jsonb param'), 'tally_unnamed_jsonb', { '': { test: 'value' } }, 1],
    [r('polymorphic function with unnamed text param'), 'tally_unnamed_text', { '': 'test' }, 1],
    [r('polymorphic function with no params and unnamed params definition call with no params'), 'tally_or_unnamed', undefined, 1],
    [r('polymorphic function with unnamed params definition call with string param'), 'tally_or_unnamed', { '': '' }, 'foo'],
    [r('polymorphic function with unnamed params definition call with text param'), 'tally_or_unnamed', { '': 'test' }, 'foo'],
    [r('polymorphic function with unnamed default text param'), 'tally_unnamed_default', { '': 'custom text' }, 'foo'],
    [r('polymorphic function with unnamed default overload text param'), 'tally_unnamed_default_overload', { '': 'custom text' }, 'foo'],
    [r('polymorphic function with unnamed default overload bool param'), 'tally_unnamed_default_overload', { '': true }, 'foo'],
  ] as const) {
    it(covers('postgrest-js', behaviour, `calls ${fn} through its single unnamed json, jsonb or text parameter`), async () => {
      const { data, error, status } = await call(fn, args);
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual(expected);
    });
  }

  it(covers('postgrest-js', r('polymorphic function with unnamed int param'), 'answers 404 for an unnamed parameter of another type'), async () => {
    const { data, error, status } = await call('tally_unnamed_integer', { '': 1 });
    expect(data).toBeNull();
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      details: 'Searched for the function public.tally_unnamed_integer with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function public.tally_unnamed_integer() in the schema cache',
    });
  });

  for (const [behaviour, fn, args] of [
    [r('polymorphic function with unnamed default no params'), 'tally_unnamed_default', undefined],
    [r('polymorphic function with unnamed default param undefined'), 'tally_unnamed_default', {}],
    [r('polymorphic function with unnamed default overload no params'), 'tally_unnamed_default_overload', undefined],
    [r('polymorphic function with unnamed default overload int param'), 'tally_unnamed_default_overload', undefined],
  ] as const) {
    it(covers('postgrest-js', behaviour, `answers 300 when ${fn}() and its defaulted text overload both fit`), async () => {
      const { data, error, status } = await call(fn, args);
      expect(data).toBeNull();
      expect(status).toBe(300);
      expect(error).toEqual(ambiguous(`public.${fn}(), public.${fn}( => text)`));
    });
  }

  it(covers('postgrest-js', r('function with blurb_message'), 'refuses calling a computed field with no arguments: 404'), async () => {
    const { error, status } = await call('post_preview');
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      details: 'Searched for the function public.post_preview without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function public.post_preview without parameters in the schema cache',
    });
  });

  it(covers('postgrest-js', r('function with blurb_message with params'), 'refuses calling a computed field with a row: 404'), async () => {
    const { error, status } = await call('post_preview', { '': { ...post(1), post_preview: null } });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      details: 'Searched for the function public.post_preview with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function public.post_preview() in the schema cache',
    });
  });

  it(covers('postgrest-js', r('function returning row'), 'answers the row a function returns as one object'), async () => {
    const { data, error } = await call('first_member');
    expect(error).toBeNull();
    expect(data).toEqual(ada);
  });

  it(covers('postgrest-js', r('function returning set of rows'), 'answers every row a function returns'), async () => {
    const { data, error } = await call('all_members');
    expect(error).toBeNull();
    expect((data as { username: string }[]).map((m) => m.username).sort()).toEqual(['ada', 'ben', 'cleo', 'dev', 'eli']);
  });

  it(covers('postgrest-js', r('function_using_setof_rows_one'), 'answers a list for a set-returning function declared ROWS 1'), async () => {
    const { data, error } = await call('member_profile_set_one', { member_row: adaRow });
    expect(error).toBeNull();
    expect(data).toEqual([adaProfile]);
  });

  it(covers('postgrest-js', r('function_using_table_returns'), 'answers one object for a function returning one row'), async () => {
    const { data, error } = await call('member_profile_row', { member_row: adaRow });
    expect(error).toBeNull();
    expect(data).toEqual(adaProfile);
  });

  it(covers('postgrest-js', 'advanced_rpc › should be able to filter before and after select rpc', 'filters the one row a function returns, before or after choosing columns'), async () => {
    const embed = 'id, username, members(username, catchphrase)';
    const after = await call('get_member_profile', { member_row: { username: 'ada' } }).select(embed).eq('username', 'nope');
    expect(after).toMatchObject({ data: null, error: null, status: 200 });
    const before = await call('get_member_profile', { member_row: { username: 'ada' } }).eq('username', 'nope').select(embed);
    expect(before).toMatchObject({ data: null, error: null, status: 200 });
    const kept = await call('get_member_profile', { member_row: { username: 'ada' } }).eq('username', 'ada').select('username, members(username, catchphrase)');
    expect(kept.error).toBeNull();
    expect(kept.data).toEqual({ username: 'ada', members: { username: 'ada', catchphrase: "'cat' 'fat'" } });
  });

  it(covers('postgrest-js', 'advanced_rpc › RPC call with subselect and computed field', 'selects a computed field of the rows a function returns'), async () => {
    const { data, error } = await call('get_posts_by_username', { search_username: 'ada' }).select('message, post_preview');
    expect(error).toBeNull();
    expect((data as { message: string; post_preview: string }[]).map((p) => p.post_preview).sort()).toEqual(['A p', 'A p', 'Hel', 'Spa']);
  });
});
