import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Database } from '../db/database';
import type { AreaHandler, ServerContext } from '../server/context';
import { ChangeFeed } from './change-feed';
import { RealtimeConnection } from './connection';
import { MAX_SOCKETS_PER_ADDRESS } from './limits';
import { protocolVersionOf } from './phoenix';
import { SocketsPerAddress } from './sockets-per-address';

/**
 * Realtime for the local stack (/realtime/v1): Phoenix channels over a websocket, streaming
 * postgres_changes. The server calls startRealtime(ctx) once the migrations have run (joining
 * starts it too, if the server did not), handleUpgrade for websocket upgrades and
 * stopRealtime(ctx) when it shuts down. What one client may hold is bounded in limits.ts.
 */
interface RealtimeArea {
  feed: ChangeFeed;
  sockets: WebSocketServer;
}

// Keyed by database: one process may serve several stacks (the contract suite runs two).
const areas = new WeakMap<Database, Promise<RealtimeArea>>();

/** Attaches the change trigger to every public table and starts listening; idempotent. */
export function startRealtime(ctx: ServerContext): Promise<RealtimeArea> {
  let area = areas.get(ctx.db);
  if (!area) {
    const feed = new ChangeFeed(ctx);
    area = feed.start().then(() => ({
      feed,
      sockets: new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 }),
    }));
    areas.set(ctx.db, area);
    area.catch(() => areas.delete(ctx.db));
  }
  return area;
}

export async function stopRealtime(ctx: ServerContext): Promise<void> {
  const area = areas.get(ctx.db);
  if (!area) return;
  areas.delete(ctx.db);
  const { feed, sockets } = await area;
  for (const client of sockets.clients) client.terminate();
  sockets.close();
  await feed.stop();
}

// Keyed by database, as the areas are: the sockets each address holds on each stack.
const socketsPerAddress = new WeakMap<Database, SocketsPerAddress>();

function socketsOn(db: Database): SocketsPerAddress {
  let sockets = socketsPerAddress.get(db);
  if (!sockets) {
    sockets = new SocketsPerAddress();
    socketsPerAddress.set(db, sockets);
  }
  return sockets;
}

function refuse(socket: Duplex, status: number, reason: string, message = reason): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export async function handleUpgrade(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  ctx: ServerContext,
): Promise<void> {
  socket.on('error', () => socket.destroy());
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.replace(/\/+$/, '') !== '/realtime/v1/websocket') {
    refuse(socket, 404, 'Not Found');
    return;
  }
  const vsn = protocolVersionOf(url.searchParams.get('vsn'));
  if (!vsn) {
    refuse(socket, 400, 'Bad Request');
    return;
  }
  const giveBack = socketsOn(ctx.db).take(req.socket.remoteAddress ?? '');
  if (!giveBack) {
    refuse(socket, 429, 'Too Many Requests', `Too many realtime connections from this address (at most ${MAX_SOCKETS_PER_ADDRESS})`);
    return;
  }
  // However the socket ends (refused below, closed by either side, or broken), its place is freed.
  socket.once('close', giveBack);
  const apikey = url.searchParams.get('apikey') ?? req.headers.apikey;
  let caller;
  try {
    caller = await ctx.authenticate({ apikey: typeof apikey === 'string' ? apikey : undefined });
  } catch {
    refuse(socket, 401, 'Unauthorized');
    return;
  }
  let area: RealtimeArea;
  try {
    area = await startRealtime(ctx);
  } catch (error) {
    console.error('[realtime] could not start:', error);
    refuse(socket, 503, 'Service Unavailable');
    return;
  }
  area.sockets.handleUpgrade(req, socket, head, (ws) => {
    new RealtimeConnection(ws, vsn, ctx, area.feed, caller);
  });
}

/** Plain HTTP under /realtime/v1: only the websocket lives here. */
export const handler: AreaHandler = async (_req, res, subpath) => {
  const isSocket = subpath.replace(/^\/+|\/+$/g, '') === 'websocket';
  const status = isSocket ? 426 : 404;
  const body = JSON.stringify({
    message: isSocket ? 'Upgrade Required: connect with a websocket' : 'Not Found',
  });
  res.writeHead(status, { 'Content-Type': 'application/json', ...(isSocket ? { Upgrade: 'websocket' } : {}) });
  res.end(body);
};
