import pg from 'pg';
import { runGroup, type Statement } from './statement-group';

interface Lane {
  client: pg.Client;
  connected: Promise<void>;
  /** Groups are being gathered for this turn's single write. */
  corked: boolean;
  /** When each group in flight was sent, oldest first: a connection answers them in order. */
  sentAt: number[];
}

/** A lane whose oldest group has run this long is stuck on it; new groups go elsewhere. */
const STALLED_AFTER_MS = 50;

/** The socket under a pg client, which pg reaches as client.connection.stream. */
function socketOf(client: pg.Client): { cork(): void; uncork(): void } {
  return (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
}

/**
 * A few connections that carry many requests' statement groups at once. Each group goes out
 * behind those already in flight (Postgres pipelining) instead of waiting for a connection of its
 * own, and the groups issued in one turn of the event loop leave in one write. Only groups that
 * end with their own Sync belong here: a transaction left open would take in its neighbours.
 *
 * A slow statement holds up the groups behind it, so a lane stuck on one takes no new groups;
 * when every lane is stuck, the group runs on a connection of its own (fallback).
 */
export class PipelinedClients {
  private readonly lanes: Lane[] = [];
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly size: number,
    private readonly fallback: (statements: readonly Statement[]) => Promise<pg.QueryResult>,
  ) {}

  async run(statements: readonly Statement[]): Promise<pg.QueryResult> {
    const lane = this.pickLane();
    if (!lane) return this.fallback(statements);
    const sentAt = performance.now();
    lane.sentAt.push(sentAt);
    try {
      await lane.connected;
      if (!lane.corked) {
        const socket = socketOf(lane.client);
        socket.cork();
        lane.corked = true;
        // Uncorked once this turn's I/O callbacks are done, so their groups share one write.
        setImmediate(() => {
          lane.corked = false;
          socket.uncork();
        });
      }
      return await runGroup(lane.client, statements);
    } finally {
      lane.sentAt.splice(lane.sentAt.indexOf(sentAt), 1);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.lanes.splice(0).map((lane) => lane.client.end().catch(() => {})));
  }

  /** An idle lane, else a new one, else the least busy lane not stuck; undefined when all are. */
  private pickLane(): Lane | undefined {
    if (this.closed) throw new Error('The database is closed');
    const idle = this.lanes.find((lane) => lane.sentAt.length === 0);
    if (idle) return idle;
    if (this.lanes.length < this.size) return this.openLane();
    const now = performance.now();
    const moving = this.lanes.filter((lane) => now - lane.sentAt[0]! < STALLED_AFTER_MS);
    return moving.reduce<Lane | undefined>((best, lane) => (!best || lane.sentAt.length < best.sentAt.length ? lane : best), undefined);
  }

  private openLane(): Lane {
    const client = new pg.Client({ ...this.config, pipeline: true });
    const lane: Lane = { client, connected: client.connect().then(() => {}), corked: false, sentAt: [] };
    // A lost connection fails the groups it carried; the next request opens a new one.
    const drop = () => {
      const index = this.lanes.indexOf(lane);
      if (index >= 0) this.lanes.splice(index, 1);
    };
    client.on('error', drop);
    client.on('end', drop);
    lane.connected.catch(drop);
    this.lanes.push(lane);
    return lane;
  }
}
