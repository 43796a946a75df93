/**
 * Where PostgREST answers a write, an embed or a filter in a way a caller relies on: rolled-back writes,
 * the max-affected guard, counts after writes, upsert statuses, one-to-one embeds, full-text search
 * and comparisons with any or all of a list. Each test
 * names the supabase-js (postgrest-js) test whose behaviour it checks, on each target.
 */
import type { Database } from '@aayra/supabase/database.types';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { clientFor, newLearner, stacks, type ContractStack } from './support/stacks';

type Learner = Awaited<ReturnType<typeof newLearner>>;

/** supabase-js offers maxAffected() only to clients typed for PostgREST 13, as hosted Supabase now runs. */
type Postgrest13 = Omit<Database, '__InternalSupabase'> & { __InternalSupabase: { PostgrestVersion: '13' } };
const on13 = (learner: Learner) => learner.client as unknown as SupabaseClient<Postgrest13>;

/** A session in its upload phase, where a learner adds and removes study material. */
async function uploadingSession(stack: ContractStack, learner: Learner): Promise<string> {
  const { data, error } = await learner.client.from('studysessions')
    .insert({ userid: learner.id, subjectname: 'Chemistry', topicname: 'Bonds', focusdurationminutes: 25, breakdurationminutes: 5 })
    .select('sessionid')
    .single();
  if (error) throw new Error(`${stack.name}: ${error.message}`);
  const moved = await learner.client.from('studysessions').update({ status: 'uploading' }).eq('sessionid', data.sessionid);
  if (moved.error) throw new Error(`${stack.name}: ${moved.error.message}`);
  return data.sessionid as string;
}

const notes = (sessionid: string, title: string) => ({ sessionid, kind: 'text', title, content: `Notes on ${title}` });

async function titles(learner: Learner, sessionid: string): Promise<string[]> {
  const { data } = await learner.client.from('studymaterials').select('title').eq('sessionid', sessionid).order('title');
  return (data ?? []).map((m) => m.title as string);
}

describe.each(stacks)('PostgREST behaviour on $name', (stack) => {
  // postgrest-js basic.test.ts "custom prefer headers with" (Prefer: tx=rollback on insert, update,
  // upsert, delete) and "bulk insert with column defaults" (.rollback() answers the rows, keeps none).
  it('runs and answers a write sent with tx=rollback, then keeps nothing of it', async () => {
    const learner = await newLearner(stack, 'rollback');
    const sessionid = await uploadingSession(stack, learner);
    await learner.client.from('studymaterials').insert(notes(sessionid, 'Covalent'));

    const added = await learner.client.from('studymaterials').insert(notes(sessionid, 'Ionic'), { count: 'exact' }).select('title').rollback();
    expect(added).toMatchObject({ error: null, status: 201, count: 1, data: [{ title: 'Ionic' }] });
    const renamed = await learner.client.from('studymaterials').update({ title: 'Metallic' }).eq('sessionid', sessionid).select('title').rollback();
    expect(renamed).toMatchObject({ error: null, status: 200, data: [{ title: 'Metallic' }] });
    const removed = await learner.client.from('studymaterials').delete().eq('sessionid', sessionid).select('title').rollback();
    expect(removed).toMatchObject({ error: null, status: 200, data: [{ title: 'Covalent' }] });
    expect(await titles(learner, sessionid)).toEqual(['Covalent']);

    // The header set on the client, as the official test sends it, works the same.
    const rollingBack = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
      global: { headers: { Authorization: `Bearer ${learner.session.access_token}`, Prefer: 'tx=rollback' } },
    });
    const minimal = await rollingBack.from('studymaterials').delete().eq('sessionid', sessionid);
    expect(minimal).toMatchObject({ error: null, status: 204 });
    expect(await titles(learner, sessionid)).toEqual(['Covalent']);
  });

  // postgrest-js max-affected.test.ts "update/delete should fail when maxAffected is exceeded" and
  // "update/delete should succeed when within maxAffected limit".
  it('refuses an update or delete that would change more rows than max-affected allows, and changes nothing', async () => {
    const learner = await newLearner(stack, 'max-affected');
    const sessionid = await uploadingSession(stack, learner);
    await learner.client.from('studymaterials').insert([notes(sessionid, 'Alkanes'), notes(sessionid, 'Alkenes'), notes(sessionid, 'Alkynes')]);

    const client = on13(learner);
    const update = await client.from('studymaterials').update({ content: 'Revised' }).eq('sessionid', sessionid).maxAffected(2);
    expect(update.status).toBe(400);
    expect(update.error).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
    });
    const remove = await client.from('studymaterials').delete().eq('sessionid', sessionid).maxAffected(2).select();
    expect(remove.error).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
    const kept = await learner.client.from('studymaterials').select('title, content').eq('sessionid', sessionid).order('title');
    expect(kept.data).toEqual([
      { title: 'Alkanes', content: 'Notes on Alkanes' },
      { title: 'Alkenes', content: 'Notes on Alkenes' },
      { title: 'Alkynes', content: 'Notes on Alkynes' },
    ]);

    const within = await client.from('studymaterials').update({ content: 'Revised' }).eq('title', 'Alkanes').maxAffected(2).select('title, content');
    expect(within).toMatchObject({ error: null, data: [{ title: 'Alkanes', content: 'Revised' }] });
    const removedOne = await client.from('studymaterials').delete().eq('title', 'Alkynes').maxAffected(2).select('title');
    expect(removedOne).toMatchObject({ error: null, data: [{ title: 'Alkynes' }] });
    expect(await titles(learner, sessionid)).toEqual(['Alkanes', 'Alkenes']);
  });

  // postgrest-js basic.test.ts "insert, update, delete with count: 'exact'": "insert with count:
  // 'exact'", "bulk insert with count: 'exact'", "update with count: 'exact'", "basic delete count:
  // 'exact'", with the rows returned and without.
  it('counts the rows an insert, update or delete changed when asked to', async () => {
    const learner = await newLearner(stack, 'write-counts');
    const sessionid = await uploadingSession(stack, learner);
    const one = await learner.client.from('studymaterials').insert(notes(sessionid, 'Acids'), { count: 'exact' }).select('title');
    expect(one).toMatchObject({ error: null, status: 201, count: 1, data: [{ title: 'Acids' }] });
    const two = await learner.client.from('studymaterials').insert([notes(sessionid, 'Bases'), notes(sessionid, 'Salts')], { count: 'exact' }).select('title');
    expect(two).toMatchObject({ error: null, status: 201, count: 2 });
    const quiet = await learner.client.from('studymaterials').insert(notes(sessionid, 'Buffers'), { count: 'exact' });
    expect(quiet).toMatchObject({ error: null, status: 201, count: 1 });

    const updated = await learner.client.from('studymaterials').update({ content: 'Checked' }, { count: 'exact' }).eq('sessionid', sessionid).select('title');
    expect(updated).toMatchObject({ error: null, status: 200, count: 4 });
    expect(updated.data).toHaveLength(4);
    const updatedQuietly = await learner.client.from('studymaterials').update({ content: 'Checked twice' }, { count: 'exact' }).eq('title', 'Acids');
    expect(updatedQuietly).toMatchObject({ error: null, status: 204, count: 1 });
    const none = await learner.client.from('studymaterials').update({ content: 'Nothing' }, { count: 'exact' }).eq('title', 'Not there').select();
    expect(none).toMatchObject({ error: null, status: 200, count: 0, data: [] });

    const deleted = await learner.client.from('studymaterials').delete({ count: 'exact' }).in('title', ['Acids', 'Bases']).select('title');
    expect(deleted).toMatchObject({ error: null, status: 200, count: 2 });
    const deletedQuietly = await learner.client.from('studymaterials').delete({ count: 'exact' }).eq('sessionid', sessionid);
    expect(deletedQuietly).toMatchObject({ error: null, status: 204, count: 2 });
    expect(await titles(learner, sessionid)).toEqual([]);
  });

  // postgrest-js basic.test.ts "on_conflict insert" (a merge of a row that is only its key answers
  // 200 with the row), "upsert" and "upsert with count: 'exact'" (a merge that only updated answers
  // 200), "bulk upsert with column defaults" (one new row among them: 201) and "ignoreDuplicates
  // upsert" (nothing inserted: 201 []).
  it('answers an upsert as PostgREST does: 200 when it only merged existing rows, 201 when it inserted', async () => {
    const learner = await newLearner(stack, 'upsert');
    const service = clientFor(stack, stack.serviceRoleKey);
    // The app creates a learner's notification switches when they are missing.
    await learner.client.from('notification_preferences').upsert({ user_id: learner.id }, { onConflict: 'user_id', ignoreDuplicates: true });

    const keyOnly = await service.from('notification_preferences').upsert({ user_id: learner.id }, { onConflict: 'user_id' }).select('user_id, study_reminders_enabled');
    expect(keyOnly).toMatchObject({ error: null, status: 200, data: [{ user_id: learner.id, study_reminders_enabled: true }] });
    const merged = await service.from('notification_preferences')
      .upsert({ user_id: learner.id, study_reminders_enabled: false }, { count: 'exact' })
      .select('study_reminders_enabled');
    expect(merged).toMatchObject({ error: null, status: 200, count: 1, data: [{ study_reminders_enabled: false }] });
    const ignored = await learner.client.from('notification_preferences')
      .upsert({ user_id: learner.id }, { onConflict: 'user_id', ignoreDuplicates: true })
      .select();
    expect(ignored).toMatchObject({ error: null, status: 201, data: [] });

    const other = await newLearner(stack, 'upsert-other');
    await service.from('notification_preferences').delete().eq('user_id', other.id);
    const mixed = await service.from('notification_preferences')
      .upsert([{ user_id: learner.id, smart_notifications_enabled: false }, { user_id: other.id, smart_notifications_enabled: false }])
      .select('user_id');
    expect(mixed).toMatchObject({ error: null, status: 201 });
    expect(mixed.data).toHaveLength(2);
  });

  // postgrest-js relationships.test.ts "one-to-one relationship" and basic.test.ts "!left join on
  // one to one relation": a key that is also the embedded table's primary key embeds as an object.
  it('embeds a one-to-one relation as an object, and a one-to-many one as an array', async () => {
    const learner = await newLearner(stack, 'one-to-one');
    await learner.client.from('notification_preferences').upsert({ user_id: learner.id }, { onConflict: 'user_id', ignoreDuplicates: true });
    const profile = await learner.client.from('users')
      .select('userid, notification_preferences(study_reminders_enabled), studysessions(sessionid)')
      .eq('userid', learner.id)
      .single();
    expect(profile).toMatchObject({ error: null, data: { userid: learner.id, notification_preferences: { study_reminders_enabled: true }, studysessions: [] } });
    const back = await learner.client.from('notification_preferences').select('users!left(userid)').eq('user_id', learner.id).single();
    expect(back.data).toEqual({ users: { userid: learner.id } });
  });
});

describe.each(stacks)('PostgREST filters on $name', (stack) => {
  let learner: Learner;
  let sessionid: string;
  const pick = async (filtered: PromiseLike<{ data: { title: string }[] | null; error: unknown }>) => {
    const { data, error } = await filtered;
    expect(error).toBeNull();
    return data!.map((row) => row.title).sort();
  };
  const materials = () => learner.client.from('studymaterials').select('title').eq('sessionid', sessionid);

  it('searches text as PostgREST does: fts, plfts, phfts and wfts, with or without a configuration', async () => {
    learner = await newLearner(stack, 'filters');
    sessionid = await uploadingSession(stack, learner);
    const added = await learner.client.from('studymaterials').insert([
      { sessionid, kind: 'text', title: 'Covalent', content: 'Atoms share electrons in covalent bonds' },
      { sessionid, kind: 'text', title: 'Ionic', content: 'Electrons move from one atom to another in ionic bonds' },
      { sessionid, kind: 'text', title: 'Metallic', content: 'A sea of electrons holds metal atoms together' },
    ]);
    expect(added.error).toBeNull();
    // postgrest-js filters.test.ts "textSearch" (fts with a configuration)
    expect(await pick(materials().textSearch('content', "'electrons' & 'bonds'", { config: 'english' }))).toEqual(['Covalent', 'Ionic']);
    // "textSearch with plainto_tsquery"
    expect(await pick(materials().textSearch('content', 'atoms share', { type: 'plain', config: 'english' }))).toEqual(['Covalent']);
    // "textSearch with phraseto_tsquery"
    expect(await pick(materials().textSearch('content', 'sea of electrons', { type: 'phrase', config: 'english' }))).toEqual(['Metallic']);
    // "textSearch with websearch_to_tsquery"
    expect(await pick(materials().textSearch('content', 'electrons -ionic', { type: 'websearch', config: 'english' }))).toEqual(['Covalent', 'Metallic']);
    // Without a configuration: the database's default one.
    expect(await pick(materials().textSearch('content', 'metal'))).toEqual(['Metallic']);
    const badConfig = await materials().textSearch('content', 'metal', { config: 'no such thing' });
    expect(badConfig.status).toBe(400);
  });

  it('compares with any or all of a list: likeAnyOf, likeAllOf, ilikeAnyOf, ilikeAllOf, eq(any), and isDistinct', async () => {
    // postgrest-js filters.test.ts "likeAllOf", "likeAnyOf", "ilikeAllOf", "ilikeAnyOf"
    expect(await pick(materials().likeAnyOf('title', ['Cov%', 'Ion%']))).toEqual(['Covalent', 'Ionic']);
    expect(await pick(materials().likeAllOf('title', ['%a%', '%l%']))).toEqual(['Covalent', 'Metallic']);
    expect(await pick(materials().ilikeAnyOf('title', ['cov*', 'METAL*']))).toEqual(['Covalent', 'Metallic']);
    expect(await pick(materials().ilikeAllOf('title', ['%I%', '%C%']))).toEqual(['Ionic', 'Metallic']);
    expect(await pick(materials().filter('title', 'eq(any)', '{Ionic,"Metallic"}'))).toEqual(['Ionic', 'Metallic']);
    expect(await pick(materials().filter('title', 'like(any)', '{}'))).toEqual([]);
    expect(await pick(materials().not('title', 'like(all)', '{%o%,%n%}'))).toEqual(['Metallic']);
    // "isDistinct": unlike neq, it also keeps rows where the column is null
    expect(await pick(materials().isDistinct('storagepath', 'somewhere'))).toEqual(['Covalent', 'Ionic', 'Metallic']);
    expect(await pick(materials().neq('storagepath', 'somewhere'))).toEqual([]);
    const unknown = await materials().filter('title', 'gt(some)', '{a}');
    expect(unknown.status).toBe(400);
  });
});
