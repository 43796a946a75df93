import type { RawData, WebSocket } from 'ws';
import type { Caller } from '../db/database';
import type { ServerContext } from '../server/context';
import { callerForToken } from './access-token';
import { BindingError, parseBinding, type ChangeBinding } from './change-binding';
import type { ChangeFeed } from './change-feed';
import { checkFilter } from './filter-check';
import { JoinAllowance } from './join-allowance';
import { JoinedChannel } from './joined-channel';
import {
  MAX_BINDINGS_PER_CHANNEL,
  MAX_CHANNELS_PER_SOCKET,
  TOO_MANY_BINDINGS,
  TOO_MANY_CHANNELS,
  TOO_MANY_JOINS,
} from './limits';
import { decodeMessage, encodeMessage, type PhoenixMessage, type ProtocolVersion } from './phoenix';

/** Phoenix closes a socket that has sent nothing (not even a heartbeat) for this long. */
const IDLE_TIMEOUT_MS = 60_000;

let lastBindingId = 0;
const nextBindingId = () => ++lastBindingId;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Unable to join';
}

function requestedBindings(message: PhoenixMessage): unknown[] {
  const config = message.payload.config as { postgres_changes?: unknown } | undefined;
  return Array.isArray(config?.postgres_changes) ? config.postgres_changes : [];
}

/**
 * One client's websocket: its joined channels, heartbeats and token updates. A socket holds at
 * most MAX_CHANNELS_PER_SOCKET channels and joins at most MAX_JOINS_PER_SECOND (see limits.ts);
 * a join beyond either is answered with an error reply, which supabase-js reports as
 * CHANNEL_ERROR.
 */
export class RealtimeConnection {
  private readonly channels = new Map<string, JoinedChannel>();
  /** Joins still being checked: they count against the channel cap as if already joined. */
  private joining = 0;
  private readonly joins = new JoinAllowance();
  private open = true;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: ProtocolVersion,
    private readonly ctx: ServerContext,
    private readonly feed: ChangeFeed,
    private readonly socketCaller: Caller,
  ) {
    ws.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    ws.on('close', () => this.closed());
    ws.on('error', () => ws.terminate());
    this.touch();
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.ws.close(1000, 'heartbeat timeout'), IDLE_TIMEOUT_MS);
  }

  private closed(): void {
    this.open = false;
    clearTimeout(this.idleTimer);
    for (const channel of this.channels.values()) this.feed.remove(channel);
    this.channels.clear();
  }

  private send(message: PhoenixMessage): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeMessage(message, this.vsn));
  }

  private reply(to: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown>) {
    this.send({ joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } });
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    this.touch();
    // Binary frames carry only broadcasts, which the app does not use.
    if (isBinary) return;
    const message = decodeMessage(data.toString(), this.vsn);
    if (!message) return;
    this.handle(message).catch((error: unknown) => {
      this.reply(message, 'error', { reason: reasonOf(error) });
    });
  }

  private async handle(message: PhoenixMessage): Promise<void> {
    if (message.topic === 'phoenix' && message.event === 'heartbeat') {
      this.reply(message, 'ok', {});
      return;
    }
    if (message.event === 'phx_join') {
      await this.join(message);
      return;
    }
    const channel = this.channels.get(message.topic);
    if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef)) {
      this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (message.event) {
      case 'access_token':
        await this.replaceToken(channel, message.payload.access_token);
        return;
      case 'phx_leave':
        this.leave(channel);
        this.reply(message, 'ok', {});
        return;
      default:
        this.reply(message, 'error', { reason: `${message.event} is not supported by the local stack` });
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const refusal = this.joinRefusal(message);
    if (refusal) {
      this.reply(message, 'error', { reason: refusal });
      return;
    }
    const existing = this.channels.get(message.topic);
    if (existing) this.close(existing);
    this.joining += 1;
    let caller: Caller;
    let bindings: ChangeBinding[];
    try {
      const token = message.payload.access_token;
      caller = typeof token === 'string' ? await callerForToken(this.ctx, token) : this.socketCaller;
      bindings = requestedBindings(message).map((raw) => parseBinding(raw, nextBindingId));
      await this.checkBindings(bindings);
    } finally {
      this.joining -= 1;
    }
    if (!this.open) return;
    // The same topic joined twice at once: the join checked last holds it.
    const raced = this.channels.get(message.topic);
    if (raced) this.close(raced);
    const channel = new JoinedChannel(
      message.topic,
      message.joinRef,
      bindings,
      caller,
      (event, payload) =>
        this.send({ joinRef: message.joinRef, ref: null, topic: message.topic, event, payload }),
      (expired) => this.expire(expired),
    );
    this.channels.set(message.topic, channel);
    this.feed.add(channel);
    this.reply(message, 'ok', {
      postgres_changes: bindings.map((binding) => ({ ...binding.asSent, id: binding.id })),
    });
    if (bindings.length > 0) {
      this.send({
        joinRef: message.joinRef, ref: null, topic: message.topic, event: 'system',
        payload: { channel: message.topic.replace(/^realtime:/, ''), extension: 'postgres_changes',
          message: 'Subscribed to PostgreSQL', status: 'ok' },
      });
    }
  }

  /** Why a join is refused before any work is done for it, or null. */
  private joinRefusal(message: PhoenixMessage): string | null {
    const held = this.channels.size - (this.channels.has(message.topic) ? 1 : 0) + this.joining;
    if (held >= MAX_CHANNELS_PER_SOCKET) return TOO_MANY_CHANNELS;
    if (requestedBindings(message).length > MAX_BINDINGS_PER_CHANNEL) return TOO_MANY_BINDINGS;
    if (!this.joins.take()) return TOO_MANY_JOINS;
    return null;
  }

  private async checkBindings(bindings: ChangeBinding[]): Promise<void> {
    for (const binding of bindings) {
      if (binding.table === null) continue;
      const columns = await this.feed.catalog.columns(binding.table);
      if (!columns) throw new BindingError(`Unable to subscribe to changes: no table public.${binding.table}`);
      if (!binding.filter) continue;
      try {
        await checkFilter(this.ctx.db, binding.filter, columns);
      } catch (error) {
        throw new BindingError(`Unable to subscribe to changes: ${reasonOf(error)}`);
      }
    }
  }

  private async replaceToken(channel: JoinedChannel, token: unknown): Promise<void> {
    if (typeof token !== 'string') return;
    try {
      channel.replaceCaller(await callerForToken(this.ctx, token));
    } catch (error) {
      this.stopChannel(channel, `Invalid token: ${reasonOf(error)}`);
    }
  }

  private expire(channel: JoinedChannel): void {
    this.stopChannel(channel, 'Token has expired');
  }

  /** Tells the client why, then closes the channel, as hosted Realtime does. */
  private stopChannel(channel: JoinedChannel, why: string): void {
    if (this.channels.get(channel.topic) !== channel) return;
    this.send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event: 'system',
      payload: { extension: 'system', message: why, status: 'error' } });
    this.close(channel);
  }

  private close(channel: JoinedChannel): void {
    this.leave(channel);
    this.send({ joinRef: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_close', payload: {} });
  }

  private leave(channel: JoinedChannel): void {
    this.channels.delete(channel.topic);
    this.feed.remove(channel);
  }
}
