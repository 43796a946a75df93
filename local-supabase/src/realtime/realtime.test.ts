import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Realtime } from './index';
import { MAX_BINDINGS_PER_CHANNEL, TOO_MANY_BINDINGS } from './limits';
import { learnerToken, signToken, startTestStack, type TestStack } from './test-stack';

const SCHEMA = `
  create table public.notification_logs (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null,
    notification_type text not null,
    content jsonb not null default '{}',
    priority int not null default 0,
    created_at timestamptz not null default now()
  );
  alter table public.notification_logs enable row level security;
  create policy "Notification logs are visible to their learner" on public.notification_logs
    for select to authenticated using (user_id = auth.uid());
  create table public.study_notes (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null,
    body text not null default ''
  );
  alter table public.study_notes enable row level security;
  -- Fails for a token whose reading_level claim is not a number, as a policy on a claim may.
  create policy "Study notes are visible to their learner" on public.study_notes
    for select to authenticated
    using (case when auth.jwt() ? 'reading_level' then (auth.jwt() ->> 'reading_level')::int >= 0 and user_id = auth.uid()
                else user_id = auth.uid() end);
`;

let stack: TestStack;
let realtime: Realtime | undefined;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  stack = await startTestStack({
    schema: SCHEMA,
    areas: (ctx) => {
      realtime = new Realtime(ctx, (line) => console.error(line));
      return [{ prefix: '/realtime/v1', area: realtime.area }];
    },
    upgrades: () => [{ prefix: '/realtime/v1', upgrades: realtime!.upgrades }],
  });
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await realtime?.stop();
  await stack?.close();
});

async function learnerClient(userId: string, vsn = '2.0.0', claims: Record<string, unknown> = {}): Promise<SupabaseClient> {
  const token = await signToken({ sub: userId, role: 'authenticated', aud: 'authenticated', ...claims });
  const client = createClient(stack.url, stack.anonKey, {
    accessToken: async () => token,
    realtime: { transport: WebSocket as never, vsn },
  });
  clients.push(client);
  return client;
}

type Change = { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> };

async function subscribe(
  client: SupabaseClient,
  binding: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string; table?: string },
): Promise<{ channel: RealtimeChannel; changes: Change[] }> {
  const changes: Change[] = [];
  const channel = client
    .channel(`test-${randomUUID()}`)
    .on('postgres_changes' as never, { schema: 'public', table: 'notification_logs', ...binding }, (change: Change) =>
      changes.push(change),
    );
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else reject(error ?? new Error(status));
    }),
  );
  return { channel, changes };
}

async function insertAsService(userId: string, type = 'study_reminder'): Promise<string> {
  const { rows } = await stack.ctx.db.query<{ id: string }>(
    `insert into public.notification_logs (user_id, notification_type, content) values ($1, $2, '{"title":"Time to review"}') returning id`,
    [userId, type],
  );
  return rows[0]!.id;
}

const DELIVERY_WAIT_MS = 5000;

async function settle(ms = 300) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitFor<T>(read: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('postgres_changes through supabase-js', () => {
  it("delivers a learner's own inserts and never another learner's", async () => {
    const learner = randomUUID();
    const other = randomUUID();
    const own = await subscribe(await learnerClient(learner), { event: 'INSERT', filter: `user_id=eq.${learner}` });
    const spying = await subscribe(await learnerClient(learner), { event: 'INSERT', filter: `user_id=eq.${other}` });
    const unfiltered = await subscribe(await learnerClient(learner), { event: 'INSERT' });

    await insertAsService(other);
    const id = await insertAsService(learner);
    // The 1 s promise is checked by the contract suite; here a busy machine must not fail it.
    const change = await waitFor(() => own.changes[0], DELIVERY_WAIT_MS);
    expect(change.eventType).toBe('INSERT');
    expect(change.new).toMatchObject({ id, user_id: learner, notification_type: 'study_reminder', content: { title: 'Time to review' } });
    await settle();
    expect(own.changes).toHaveLength(1);
    expect(spying.changes).toHaveLength(0);
    expect(unfiltered.changes.map((c) => c.new.user_id)).toEqual([learner]);
  });

  it('works the same for a client speaking vsn 1.0.0', async () => {
    const learner = randomUUID();
    const own = await subscribe(await learnerClient(learner, '1.0.0'), { event: 'INSERT', filter: `user_id=eq.${learner}` });
    await insertAsService(randomUUID());
    const id = await insertAsService(learner);
    expect(await waitFor(() => own.changes[0], DELIVERY_WAIT_MS)).toMatchObject({ new: { id, user_id: learner } });
    await settle();
    expect(own.changes).toHaveLength(1);
  });

  it('sends updates and deletes only of rows the learner may see, with filters on typed columns', async () => {
    const learner = randomUUID();
    const other = randomUUID();
    const client = await learnerClient(learner);
    const all = await subscribe(client, { event: '*' });
    const urgent = await subscribe(client, { event: 'UPDATE', filter: 'priority=gte.5' });
    const listed = await subscribe(client, { event: 'DELETE', filter: `notification_type=in.(smart_reminder,"study_reminder")` });
    const mine = await insertAsService(learner);
    const theirs = await insertAsService(other);
    await stack.ctx.db.query('update public.notification_logs set priority = 3 where id = any($1)', [[mine, theirs]]);
    await stack.ctx.db.query('update public.notification_logs set priority = 9 where id = any($1)', [[mine, theirs]]);
    await stack.ctx.db.query('delete from public.notification_logs where id = any($1)', [[mine, theirs]]);
    await waitFor(() => listed.changes[0], DELIVERY_WAIT_MS);
    await settle();
    expect(all.changes.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'UPDATE', 'DELETE']);
    expect(all.changes[2]).toMatchObject({ new: { id: mine, priority: 9 }, old: { id: mine } });
    expect(urgent.changes.map((c) => c.new.priority)).toEqual([9]);
    expect(listed.changes).toHaveLength(1);
    expect(listed.changes[0]?.old).toMatchObject({ id: mine, user_id: learner });
    const { rows } = await stack.ctx.db.query('select 1 from public.notification_logs where id = any($1)', [[mine, theirs]]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a binding on an unknown column or with a value of the wrong type', async () => {
    const client = await learnerClient(randomUUID());
    await expect(subscribe(client, { event: 'INSERT', filter: 'nope=eq.1' })).rejects.toThrow(/nope/);
    await expect(subscribe(client, { event: 'INSERT', filter: 'priority=gt.high' })).rejects.toThrow(/integer/);
  });
});

describe('one check per change, however many channels', () => {
  it("gives each of a learner's many channels its change, and no other learner's", async () => {
    const learner = randomUUID();
    const other = randomUUID();
    const client = await learnerClient(learner);
    const own = await Promise.all(Array.from({ length: 10 }, () => subscribe(client, { event: 'INSERT', filter: `user_id=eq.${learner}` })));
    const spying = await Promise.all(Array.from({ length: 10 }, () => subscribe(client, { event: 'INSERT', filter: `user_id=eq.${other}` })));
    const unfiltered = await Promise.all(Array.from({ length: 10 }, () => subscribe(client, { event: '*' })));
    const listed = await subscribe(client, { event: 'INSERT', filter: `user_id=in.(${other},${learner})` });
    const othersClient = await learnerClient(other);
    const othersChannels = await Promise.all(Array.from({ length: 5 }, () => subscribe(othersClient, { event: '*' })));

    const id = await insertAsService(learner);
    await waitFor(() => (own.every((c) => c.changes.length > 0) && listed.changes.length > 0 ? true : undefined), DELIVERY_WAIT_MS);
    await waitFor(() => (unfiltered.every((c) => c.changes.length > 0) ? true : undefined), DELIVERY_WAIT_MS);
    await settle();
    for (const channel of [...own, ...unfiltered, listed]) expect(channel.changes.map((c) => c.new.id)).toEqual([id]);
    for (const channel of [...spying, ...othersChannels]) expect(channel.changes).toEqual([]);
  });

  it("still delivers to everyone else when a policy fails for one subscriber's claims", async () => {
    const learner = randomUUID();
    const broken = randomUUID();
    const notes = await subscribe(await learnerClient(learner), { event: 'INSERT', table: 'study_notes' });
    const brokenNotes = await subscribe(await learnerClient(broken, '2.0.0', { reading_level: 'high' }), { event: 'INSERT', table: 'study_notes' });
    const { rows } = await stack.ctx.db.query<{ id: string }>(
      `insert into public.study_notes (user_id, body) values ($1, 'Mitochondria'), ($2, 'Ribosomes') returning id`,
      [learner, broken],
    );
    await waitFor(() => notes.changes[0], DELIVERY_WAIT_MS);
    await settle();
    expect(notes.changes.map((c) => c.new.id)).toEqual([rows[0]?.id]);
    expect(brokenNotes.changes).toEqual([]);
  });
});

describe('Phoenix protocol', () => {
  function openSocket(vsn: string): Promise<{ socket: WebSocket; next: () => Promise<unknown> }> {
    const socket = new WebSocket(`${stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=${vsn}`);
    const received: unknown[] = [];
    const waiting: ((frame: unknown) => void)[] = [];
    socket.on('message', (data) => {
      const frame: unknown = JSON.parse(data.toString());
      const waiter = waiting.shift();
      if (waiter) waiter(frame);
      else received.push(frame);
    });
    const next = () =>
      received.length > 0 ? Promise.resolve(received.shift()) : new Promise<unknown>((resolve) => waiting.push(resolve));
    return new Promise((resolve, reject) => {
      socket.on('open', () => resolve({ socket, next }));
      socket.on('error', reject);
    });
  }

  it('speaks vsn 1.0.0 objects: heartbeat, join with ids in order, leave', async () => {
    const { socket, next } = await openSocket('1.0.0');
    socket.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1', join_ref: null }));
    expect(await next()).toEqual({ topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: '1', join_ref: null });
    const bindings = [
      { event: 'INSERT', schema: 'public', table: 'notification_logs' },
      { event: 'DELETE', schema: 'public', table: 'notification_logs', filter: 'priority=lt.3' },
    ];
    socket.send(JSON.stringify({ topic: 'realtime:a', event: 'phx_join', ref: '2', join_ref: '2',
      payload: { config: { postgres_changes: bindings }, access_token: await learnerToken(randomUUID()) } }));
    const reply = (await next()) as { payload: { status: string; response: { postgres_changes: { id: number }[] } } };
    expect(reply.payload.status).toBe('ok');
    const ids = reply.payload.response.postgres_changes.map((b) => b.id);
    expect(reply.payload.response.postgres_changes).toEqual(bindings.map((b, i) => ({ ...b, id: ids[i] })));
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    expect(await next()).toMatchObject({ event: 'system', payload: { status: 'ok' } });
    socket.send(JSON.stringify({ topic: 'realtime:a', event: 'phx_leave', ref: '3', join_ref: '2', payload: {} }));
    expect(await next()).toMatchObject({ event: 'phx_reply', ref: '3', payload: { status: 'ok' } });
    socket.close();
  });

  it('speaks vsn 2.0.0 arrays and closes a channel whose new token is invalid', async () => {
    const { socket, next } = await openSocket('2.0.0');
    socket.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    expect(await next()).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    socket.send(JSON.stringify(['5', '5', 'realtime:b', 'phx_join', { config: { postgres_changes: [] } }]));
    expect(await next()).toEqual(['5', '5', 'realtime:b', 'phx_reply', { status: 'ok', response: { postgres_changes: [] } }]);
    socket.send(JSON.stringify(['5', '6', 'realtime:b', 'access_token', { access_token: 'forged' }]));
    expect(await next()).toMatchObject(['5', null, 'realtime:b', 'system', { status: 'error' }]);
    expect(await next()).toMatchObject(['5', '5', 'realtime:b', 'phx_close', {}]);
    socket.send(JSON.stringify(['5', '7', 'realtime:b', 'phx_leave', {}]));
    expect(await next()).toMatchObject(['5', '7', 'realtime:b', 'phx_reply', { status: 'error' }]);
    socket.close();
  });

  it('refuses a join asking for more bindings than a channel may hold', async () => {
    const { socket, next } = await openSocket('2.0.0');
    const bindings = Array.from({ length: MAX_BINDINGS_PER_CHANNEL + 1 }, () => ({ event: 'INSERT', schema: 'public', table: 'notification_logs' }));
    socket.send(JSON.stringify(['9', '9', 'realtime:c', 'phx_join', { config: { postgres_changes: bindings } }]));
    expect(await next()).toEqual(['9', '9', 'realtime:c', 'phx_reply', { status: 'error', response: { reason: TOO_MANY_BINDINGS } }]);
    socket.send(JSON.stringify(['10', '10', 'realtime:c', 'phx_join', { config: { postgres_changes: bindings.slice(1) } }]));
    expect(await next()).toMatchObject(['10', '10', 'realtime:c', 'phx_reply', { status: 'ok' }]);
    socket.close();
  });

  it('refuses a socket without a valid apikey', async () => {
    const socket = new WebSocket(`${stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=forged&vsn=2.0.0`);
    const status = await new Promise<number | undefined>((resolve) =>
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode)),
    );
    expect(status).toBe(401);
  });
});
