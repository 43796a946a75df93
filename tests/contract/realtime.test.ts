/**
 * Realtime through the real supabase-js, against every stack of the suite (PGlite and
 * PostgreSQL 15, or a hosted project). Issue 4, Show item 3: a learner receives its own
 * notification_logs inserts within a second and never another learner's, even when it names the
 * other's id in the filter.
 */
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { clientFor, newLearner, stacks, type ContractStack } from './support/stacks';
import { until } from './support/until';

const clients: SupabaseClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
});

function tracked<T extends { client: SupabaseClient }>(learner: T): T {
  clients.push(learner.client);
  return learner;
}

const signUpLearner = async (stack: ContractStack) => tracked(await newLearner(stack, 'realtime'));

interface Change {
  eventType: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

async function watch(
  client: SupabaseClient,
  binding: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string },
): Promise<{ channel: RealtimeChannel; changes: Change[] }> {
  const changes: Change[] = [];
  const channel = client.channel(`notifications-${randomUUID()}`).on(
    'postgres_changes' as never,
    { schema: 'public', table: 'notification_logs', ...binding },
    (change: Change) => changes.push(change),
  );
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(error ?? new Error(status));
    }),
  );
  return { channel, changes };
}

const quiet = (ms = 500) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(stacks)('realtime on $name', (stack) => {
  const serviceClient = clientFor(stack, stack.serviceRoleKey);

  async function notify(userId: string, title: string): Promise<string> {
    const { data, error } = await serviceClient
      .from('notification_logs')
      .insert({ user_id: userId, notification_type: 'study_reminder', content: { title, body: 'Your focus session starts soon' } })
      .select('id')
      .single();
    if (error) throw error;
    return (data as { id: string }).id;
  }

  it("delivers a learner's own notification within 1 s and never another learner's", async () => {
    const asha = await signUpLearner(stack);
    const ravi = await signUpLearner(stack);
    const own = await watch(asha.client, { event: 'INSERT', filter: `user_id=eq.${asha.id}` });
    const spying = await watch(asha.client, { event: 'INSERT', filter: `user_id=eq.${ravi.id}` });
    const everything = await watch(asha.client, { event: 'INSERT' });
    const ravisOwn = await watch(ravi.client, { event: 'INSERT', filter: `user_id=eq.${ravi.id}` });

    await notify(ravi.id, 'For Ravi');
    const sentAt = Date.now();
    const id = await notify(asha.id, 'For Asha');
    const change = await until(() => own.changes[0], 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(change).toMatchObject({
      eventType: 'INSERT',
      new: { id, user_id: asha.id, notification_type: 'study_reminder', content: { title: 'For Asha' } },
    });

    await until(() => ravisOwn.changes[0], 1000);
    await quiet();
    expect(own.changes).toHaveLength(1);
    expect(spying.changes).toEqual([]);
    expect(everything.changes.map((c) => c.new.user_id)).toEqual([asha.id]);
    expect(ravisOwn.changes.map((c) => c.new.user_id)).toEqual([ravi.id]);
  });

  it('sends a learner the updates of its own notifications only', async () => {
    const asha = await signUpLearner(stack);
    const ravi = await signUpLearner(stack);
    const ashaWatch = await watch(asha.client, { event: 'UPDATE' });
    const raviWatch = await watch(ravi.client, { event: '*' });
    const id = await notify(asha.id, 'Review due');
    const { error } = await asha.client
      .from('notification_logs')
      .update({ status: 'sent', sent_time: new Date().toISOString() })
      .eq('id', id);
    expect(error).toBeNull();
    const change = await until(() => ashaWatch.changes[0], 1000);
    expect(change).toMatchObject({ eventType: 'UPDATE', new: { id, status: 'sent' }, old: { id } });
    await quiet();
    expect(raviWatch.changes).toEqual([]);
  });

  it('sends a deleted notification to its learner only, checked against the row as it was', async () => {
    const asha = await signUpLearner(stack);
    const ravi = await signUpLearner(stack);
    const ashaWatch = await watch(asha.client, { event: 'DELETE' });
    const raviWatch = await watch(ravi.client, { event: '*', filter: `user_id=eq.${asha.id}` });
    const id = await notify(asha.id, 'Old reminder');
    const { error } = await serviceClient.from('notification_logs').delete().eq('id', id);
    expect(error).toBeNull();
    const change = await until(() => ashaWatch.changes[0], 1000);
    expect(change).toMatchObject({ eventType: 'DELETE', old: { id, user_id: asha.id } });
    await quiet();
    expect(raviWatch.changes).toEqual([]);
  });

  it('sends nothing to a signed-out visitor', async () => {
    const visitor = tracked({ client: clientFor(stack) }).client;
    const learner = await signUpLearner(stack);
    const watching = await watch(visitor, { event: 'INSERT' });
    await notify(learner.id, 'Private');
    await quiet();
    expect(watching.changes).toEqual([]);
  });
});
