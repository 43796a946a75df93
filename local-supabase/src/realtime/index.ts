import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { Hono } from 'hono';
import { ANSWERED, createArea, type Area } from '../server/area';
import type { ServerContext } from '../server/context';
import { writeJsonError } from '../server/error-response';
import { refuseUpgrade, type UpgradeEnv, type Upgrades } from '../server/http-server';
import { sendText } from '../server/send';
import { ChangeFeed } from './change-feed';
import { RealtimeConnection } from './connection';
import { MAX_SOCKETS_PER_ADDRESS } from './limits';
import { protocolVersionOf } from './phoenix';
import { SocketsPerAddress } from './sockets-per-address';

/**
 * Realtime for the local stack (/realtime/v1): Phoenix channels over a websocket, streaming
 * postgres_changes. The server makes one Realtime per stack, calls start() once the migrations
 * have run (joining starts it too, if the server did not), hands it websocket upgrades and calls
 * stop() when it shuts down. What one client may hold is bounded in limits.ts.
 */
interface Running {
  feed: ChangeFeed;
  sockets: WebSocketServer;
}

/** One stack's realtime: its change feed, its sockets, and how many each address holds. */
export class Realtime {
  private running: Promise<Running> | undefined;
  private readonly socketsPerAddress = new SocketsPerAddress();
  /** Plain HTTP under /realtime/v1: only the websocket lives here. */
  readonly area: Area;
  /** Websocket upgrades under /realtime/v1. */
  readonly upgrades: Upgrades;

  constructor(
    private readonly ctx: ServerContext,
    private readonly log: (line: string) => void,
  ) {
    const area = createArea({ name: 'realtime', writeError: writeJsonError, log });
    area.all('/websocket', (c) => {
      sendText(c.env.outgoing, 426, JSON.stringify({ message: 'Upgrade Required: connect with a websocket' }), { Upgrade: 'websocket' }, 'application/json');
      return ANSWERED;
    });
    area.all('*', (c) => {
      sendText(c.env.outgoing, 404, JSON.stringify({ message: 'Not Found' }), {}, 'application/json');
      return ANSWERED;
    });
    this.area = area;
    this.upgrades = new Hono<UpgradeEnv>({ strict: false });
    this.upgrades.get('/websocket', async (c) => {
      await this.upgrade(c.env.incoming, c.env.socket, c.env.head);
      return ANSWERED;
    });
    this.upgrades.all('*', (c) => {
      refuseUpgrade(c.env.socket, 404, 'Not Found');
      return ANSWERED;
    });
  }

  /** Attaches the change trigger to every public table and starts listening; idempotent. */
  start(): Promise<Running> {
    if (!this.running) {
      const feed = new ChangeFeed(this.ctx, this.log);
      const running = feed.start().then(() => ({
        feed,
        sockets: new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 }),
      }));
      this.running = running;
      running.catch(() => {
        if (this.running === running) this.running = undefined;
      });
    }
    return this.running;
  }

  /** After a schema reload: tables added since get change notices too (once realtime runs). */
  async attachNew(): Promise<void> {
    const running = this.running;
    if (running) await (await running).feed.attachNew();
  }

  async stop(): Promise<void> {
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    const { feed, sockets } = await running;
    for (const client of sockets.clients) client.terminate();
    sockets.close();
    await feed.stop();
  }

  /** A websocket upgrade to /realtime/v1/websocket. */
  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const vsn = protocolVersionOf(url.searchParams.get('vsn'));
    if (!vsn) {
      refuseUpgrade(socket, 400, 'Bad Request');
      return;
    }
    const giveBack = this.socketsPerAddress.take(req.socket.remoteAddress ?? '');
    if (!giveBack) {
      refuseUpgrade(socket, 429, 'Too Many Requests', `Too many realtime connections from this address (at most ${MAX_SOCKETS_PER_ADDRESS})`);
      return;
    }
    // However the socket ends (refused below, closed by either side, or broken), its place is freed.
    socket.once('close', giveBack);
    const apikey = url.searchParams.get('apikey') ?? req.headers.apikey;
    let caller;
    try {
      caller = await this.ctx.authenticate({ apikey: typeof apikey === 'string' ? apikey : undefined });
    } catch {
      refuseUpgrade(socket, 401, 'Unauthorized');
      return;
    }
    let running: Running;
    try {
      running = await this.start();
    } catch (error) {
      console.error('[realtime] could not start:', error);
      refuseUpgrade(socket, 503, 'Service Unavailable');
      return;
    }
    running.sockets.handleUpgrade(req, socket, head, (ws) => {
      new RealtimeConnection(ws, vsn, this.ctx, running.feed, caller);
    });
  }
}
