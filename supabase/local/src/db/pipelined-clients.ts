import pg from 'pg';
import { runGroup, type Statement } from './statement-group';

interface Lane {
  client: pg.Client;
  connected: Promise<void>;
  inFlight: number;
}

/** The socket under a pg client, which pg reaches as client.connection.stream. */
function socketOf(client: pg.Client): { cork(): void; uncork(): void } {
  return (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
}

/**
 * A few connections that carry many requests' statement groups at once. Each group goes out
 * behind those already in flight (Postgres pipelining) instead of waiting for a connection of its
 * own, and the groups issued in one turn of the event loop leave in one write. Only groups that
 * end with their own Sync belong here: a transaction left open would take in its neighbours.
 */
export class PipelinedClients {
  private readonly lanes: Lane[] = [];
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly size: number,
  ) {}

  async run(statements: readonly Statement[]): Promise<pg.QueryResult> {
    const lane = this.leastBusyLane();
    lane.inFlight++;
    try {
      await lane.connected;
      const socket = socketOf(lane.client);
      socket.cork();
      // Uncorked once this turn's I/O callbacks are done, so their groups share one write.
      setImmediate(() => socket.uncork());
      return await runGroup(lane.client, statements);
    } finally {
      lane.inFlight--;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.lanes.splice(0).map((lane) => lane.client.end().catch(() => {})));
  }

  private leastBusyLane(): Lane {
    if (this.closed) throw new Error('The database is closed');
    const idle = this.lanes.find((lane) => lane.inFlight === 0);
    if (idle) return idle;
    if (this.lanes.length < this.size) return this.openLane();
    return this.lanes.reduce((best, lane) => (lane.inFlight < best.inFlight ? lane : best));
  }

  private openLane(): Lane {
    const client = new pg.Client({ ...this.config, pipeline: true });
    const lane: Lane = { client, connected: client.connect().then(() => {}), inFlight: 0 };
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
