/**
 * Every data call Aayra makes, through the real supabase-js against the
 * app's own tables, on each target. Row-level security decides what each learner sees.
 */
import { describe, expect, it } from 'vitest';
import { clientFor, newLearner, stacks, type ContractStack } from './support/stacks';

const localDate = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function completedSession(stack: ContractStack, learner: Awaited<ReturnType<typeof newLearner>>, topic: string) {
  const { data, error } = await learner.client.from('studysessions')
    .insert({ userid: learner.id, subjectname: 'Biology', topicname: topic, focusdurationminutes: 25, breakdurationminutes: 5 })
    .select()
    .single();
  if (error) throw new Error(`${stack.name}: ${error.message}`);
  for (const status of ['uploading', 'validating', 'break_in_progress', 'completed']) {
    const moved = await learner.client.from('studysessions').update({ status }).eq('sessionid', data.sessionid);
    if (moved.error) throw new Error(`${stack.name}: ${moved.error.message}`);
  }
  return data as { sessionid: string; sessionname: string; sequencenumber: number };
}

describe.each(stacks)('data calls on $name', (stack) => {
  it('lets a browser on another origin call it (CORS)', async () => {
    const preflight = await fetch(`${stack.url}/rest/v1/studysessions`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'authorization,apikey,x-client-info,content-type,prefer,content-profile,range' },
    });
    expect(preflight.status).toBeLessThan(300);
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'apikey', 'x-client-info', 'content-type', 'prefer', 'accept-profile', 'content-profile', 'x-supabase-api-version', 'range']) {
      expect(allowed === '*' || allowed.includes(header), header).toBe(true);
    }
    const read = await fetch(`${stack.url}/rest/v1/subscriptionplans?select=planname`, { headers: { origin: 'http://localhost:3000', apikey: stack.anonKey } });
    expect(read.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:3000)$/);
    expect((read.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain('content-range');
  });

  it('users: select by id, update, insert when missing, select the reminder learners, select id and name', async () => {
    const learner = await newLearner(stack, 'profile');
    const { client, id } = learner;
    const profile = await client.from('users').select('*').eq('userid', id).single();
    expect(profile.error).toBeNull();
    expect(profile.data).toMatchObject({ userid: id, subscription_plan: 'free', passwordhash: '' });
    const updated = await client.from('users')
      .update({ displayname: 'Ada', preferredstudyweekdays: 'Monday,Wednesday', preferredstudystarttime: '18:30', weeklygoal: 20 })
      .eq('userid', id)
      .select('displayname, weeklygoal')
      .single();
    expect(updated).toMatchObject({ error: null, data: { displayname: 'Ada', weeklygoal: 20 } });
    // Inserting when the row exists is the "missing profile" path racing: a clean 409.
    const again = await client.from('users').insert({ userid: id, displayname: 'Ada' });
    expect(again.error?.code).toBe('23505');
    expect(again.status).toBe(409);
    const reminders = await client.from('users').select('userid, preferredstudyweekdays, preferredstudystarttime')
      .not('preferredstudyweekdays', 'is', null).not('preferredstudystarttime', 'is', null);
    expect(reminders.data).toEqual([{ userid: id, preferredstudyweekdays: 'Monday,Wednesday', preferredstudystarttime: '18:30' }]);
    const name = await client.from('users').select('userid, displayname').eq('userid', id).maybeSingle();
    expect(name.data).toEqual({ userid: id, displayname: 'Ada' });
    const forbidden = await client.from('users').update({ subscription_plan: 'premium' }).eq('userid', id);
    expect(forbidden.error?.code).toBe('42501');
    expect(forbidden.status).toBe(403);
  });

  it('studysessions: insert, the limits, status moves, favorites, lists, counts and delete', async () => {
    const learner = await newLearner(stack, 'sessions');
    const { client, id } = learner;
    const first = await completedSession(stack, learner, 'Cells');
    expect(first.sessionname).toBe('Biology - Cells #1');
    const second = await client.from('studysessions').insert({ userid: id, subjectname: 'Biology', topicname: 'Cells' }).select('sessionid, sequencenumber').single();
    expect(second.data?.sequencenumber).toBe(2);
    const limited = await client.from('studysessions').insert({ userid: id, subjectname: 'Biology', topicname: 'Cells' });
    expect(limited.error).toMatchObject({ code: 'P0001', message: 'Session limit reached for today' });
    expect(limited.status).toBe(400);

    const favorite = await client.from('studysessions').update({ isfavorite: true }).eq('sessionid', first.sessionid).select('isfavorite');
    expect(favorite.data).toEqual([{ isfavorite: true }]);
    const completed = await client.from('studysessions').select('*').eq('userid', id).eq('status', 'completed').order('completedat', { ascending: false }).limit(50);
    expect(completed.data?.map((s) => s.sessionid)).toEqual([first.sessionid]);
    const incomplete = await client.from('studysessions').select('*').eq('userid', id).in('status', ['incomplete', 'validating']).limit(20);
    expect(incomplete.data).toEqual([]);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const recent = await client.from('studysessions').select('sessionid, sessionname, completedat').eq('userid', id).eq('status', 'completed')
      .gte('completedat', threeDaysAgo).order('completedat', { ascending: false }).limit(5);
    expect(recent.data).toHaveLength(1);
    const stats = await client.from('studysessions').select('sessionid, completedat').eq('userid', id).eq('status', 'completed');
    expect(stats.data).toHaveLength(1);
    const today = await client.from('studysessions').select('sessionid', { count: 'exact', head: true }).eq('userid', id).gte('createdat', `${localDate()}T00:00:00Z`);
    expect(today).toMatchObject({ error: null, count: 2, data: null });
    const highest = await client.from('studysessions').select('sequencenumber').eq('userid', id).eq('subjectname', 'Biology').eq('topicname', 'Cells')
      .order('sequencenumber', { ascending: false }).limit(1).maybeSingle();
    expect(highest.data).toEqual({ sequencenumber: 2 });
    const illegal = await client.from('studysessions').update({ status: 'completed' }).eq('sessionid', second.data!.sessionid);
    expect(illegal.error?.code).toBe('P0001');
    const removed = await client.from('studysessions').delete().eq('sessionid', second.data!.sessionid).select('sessionid');
    expect(removed.data).toEqual([{ sessionid: second.data!.sessionid }]);
    const favorites = await client.from('studysessions').select('sessionid').eq('userid', id).eq('isfavorite', true).or('status.eq.completed,status.eq.incomplete');
    expect(favorites.data).toEqual([{ sessionid: first.sessionid }]);
  });

  it('reviewcycleentries: pending with the joined session, due ones first, and the next due by tomorrow', async () => {
    const learner = await newLearner(stack, 'reviews');
    const session = await completedSession(stack, learner, 'Genetics');
    const pending = await learner.client.from('reviewcycleentries')
      .select('entryid, sessionid, userid, status, reviewstage, currentreviewduedate, studysessions!inner(sessionid, sessionname, subjectname, topicname, lastreviewedat, createdat)')
      .eq('userid', learner.id).eq('status', 'pending').lte('currentreviewduedate', localDate(1))
      .order('currentreviewduedate', { ascending: true });
    expect(pending.error).toBeNull();
    expect(pending.data).toHaveLength(1);
    expect(pending.data![0]).toMatchObject({ reviewstage: 1, studysessions: { sessionid: session.sessionid, sessionname: 'Biology - Genetics #1' } });
    const next = await learner.client.from('reviewcycleentries').select('entryid').eq('status', 'pending').lte('currentreviewduedate', localDate(1)).limit(1);
    expect(next.data).toHaveLength(1);
    const nested = await learner.client.from('studysessions').select('sessionid, reviewcycleentries(reviewstage)').eq('sessionid', session.sessionid).single();
    expect(nested.data).toEqual({ sessionid: session.sessionid, reviewcycleentries: [{ reviewstage: 1 }] });
    const other = await newLearner(stack, 'other');
    const hidden = await other.client.from('reviewcycleentries').select('entryid').eq('userid', learner.id);
    expect(hidden.data).toEqual([]);
  });

  it('subscriptionplans and the subscription status function', async () => {
    const learner = await newLearner(stack, 'plans');
    const free = await learner.client.from('subscriptionplans').select('*').eq('planname', 'free').single();
    expect(free.data).toMatchObject({ planname: 'free', maxsessionsperday: 2, maxsessionsperweek: 14 });
    const missing = await learner.client.from('subscriptionplans').select('*').eq('planname', 'premium').lt('price', 0).single();
    expect(missing.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows', message: 'Cannot coerce the result to a single JSON object' });
    expect(missing.status).toBe(406);
    // A plan's name is one of the plan_name type's words: another is refused, not merely not found.
    const unknown = await learner.client.from('subscriptionplans').select('*').eq('planname', 'gold');
    expect(unknown.error).toMatchObject({ code: '22P02', message: 'invalid input value for enum plan_name: "gold"' });
    expect(unknown.status).toBe(400);
    const defaults = [{ planname: 'free', price: 0 }, { planname: 'premium', price: 9.99 }];
    const byLearner = await learner.client.from('subscriptionplans').upsert(defaults, { onConflict: 'planname' });
    expect(byLearner.error?.code).toBe('42501');
    const service = clientFor(stack, stack.serviceRoleKey);
    const upserted = await service.from('subscriptionplans').upsert(defaults, { onConflict: 'planname' }).select('planname, price');
    expect(upserted.error).toBeNull();
    expect(upserted.data).toEqual([{ planname: 'free', price: 0 }, { planname: 'premium', price: 9.99 }]);
    const ignored = await service.from('subscriptionplans').upsert([{ planname: 'free', price: 5 }], { onConflict: 'planname', ignoreDuplicates: true }).select();
    expect(ignored.data).toEqual([]);
    const status = await learner.client.rpc('get_user_subscription_status', { user_id_param: learner.id });
    expect(status.error).toBeNull();
    expect(status.data).toEqual([expect.objectContaining({ plan_name: 'free', is_trial: true, sessions_per_day: 2, sessions_per_week: 14, ads_enabled: true })]);
    const single = await learner.client.rpc('get_user_subscription_status', { user_id_param: learner.id }).select('plan_name').single();
    expect(single.data).toEqual({ plan_name: 'free' });
    const viaGet = await learner.client.rpc('get_user_subscription_status', { user_id_param: learner.id }, { get: true });
    expect(viaGet.data).toEqual(status.data);
    const counted = await learner.client.rpc('get_user_subscription_status', { user_id_param: learner.id }, { count: 'exact' }).eq('plan_name', 'premium');
    expect(counted.data).toEqual([]);
    // A function returning one json value answers it bare, not wrapped in an array.
    const stats = await learner.client.rpc('get_study_stats');
    expect(stats.error).toBeNull();
    expect(Array.isArray(stats.data)).toBe(false);
    expect(typeof stats.data).toBe('object');
    const unknownFn = await learner.client.rpc('no_such_function');
    expect(unknownFn.error?.code).toBe('PGRST202');
  });

  it('runs GET requests read-only, as PostgREST does: a writing function called by GET changes nothing', async () => {
    const learner = await newLearner(stack, 'readonly');
    await completedSession(stack, learner, 'Optics');
    const entry = await learner.client.from('reviewcycleentries').select('entryid, reviewstage, status').single();
    // Due today, so that only the read-only transaction stands between the call and its write.
    const service = clientFor(stack, stack.serviceRoleKey);
    await service.from('reviewcycleentries').update({ currentreviewduedate: localDate() }).eq('entryid', entry.data!.entryid);
    const byGet = await learner.client.rpc('complete_review', { entry_id: entry.data!.entryid }, { get: true });
    expect(byGet.error?.code).toBe('25006');
    expect(byGet.status).toBe(405);
    const after = await learner.client.from('reviewcycleentries').select('entryid, reviewstage, status').single();
    expect(after.data).toEqual(entry.data);
    const byPost = await learner.client.rpc('complete_review', { entry_id: entry.data!.entryid });
    expect(byPost.error).toBeNull();
    const stages = await learner.client.from('reviewcycleentries').select('reviewstage, status').order('reviewstage');
    expect(stages.data).toEqual([{ reviewstage: 1, status: 'completed' }, { reviewstage: 2, status: 'pending' }]);
  });

  it('notification_logs: the service writes them, the learner reads its own and records delivery', async () => {
    const learner = await newLearner(stack, 'notes');
    const service = clientFor(stack, stack.serviceRoleKey);
    const inserted = await service.from('notification_logs')
      .insert([{ user_id: learner.id, notification_type: 'pending_review', content: { title: 'Review due', body: 'Biology' } }, { user_id: learner.id, notification_type: 'ai_tip', content: { title: 'Tip', body: 'Sleep' } }])
      .select('id, content');
    expect(inserted.error).toBeNull();
    expect(inserted.data?.[0]?.content).toEqual({ title: 'Review due', body: 'Biology' });
    const mine = await learner.client.from('notification_logs').select('id, notification_type, content->>title', { count: 'exact' }).order('created_at', { ascending: false });
    expect(mine.count ?? mine.data?.length).toBe(2);
    const delivered = await learner.client.from('notification_logs').update({ status: 'sent', sent_time: new Date().toISOString() }).eq('id', inserted.data![0]!.id).select('status');
    expect(delivered.data).toEqual([{ status: 'sent' }]);
    const forged = await learner.client.from('notification_logs').insert({ user_id: learner.id, notification_type: 'test', content: { title: 'x', body: 'y' } });
    expect(forged.status).toBe(403);
  });
});
