import type postgres from 'postgres';
import type { ConnectionLanes } from './connection-lanes';

type ReservedSql = postgres.ReservedSql;

interface Lane {
  sql: Promise<ReservedSql>;
  /** When each group in flight was sent, oldest first: a connection answers them in order. */
  sentAt: number[];
}

/** A lane whose oldest group has run this long is stuck on it; new groups go elsewhere. */
const STALLED_AFTER_MS = 50;

/**
 * A few connections that carry many requests' single-statement transactions at once. Each
 * request's group (BEGIN, settings, statement, COMMIT) is handed to postgres.js in one go, so it
 * lies on the wire as one unit behind the groups already in flight (postgres.js pipelines them and
 * sends what one turn of the event loop issued in one write): no request waits for a connection of
 * its own, and no other request's statement can come between a BEGIN and its COMMIT.
 *
 * A slow statement holds up the groups behind it, so a lane stuck on one takes no new groups; when
 * every lane is stuck, the group runs on a connection of its own.
 */
export class SharedLanes {
  private readonly lanes: Lane[] = [];
  private closed = false;

  constructor(
    private readonly reserve: () => Promise<ReservedSql>,
    private readonly size: number,
    private readonly fallback: ConnectionLanes,
  ) {}

  /** Runs group on a shared lane (or, when all are stuck, on a connection of its own). */
  async run<T>(group: (sql: ReservedSql) => Promise<T>): Promise<T> {
    const lane = this.pickLane();
    if (!lane) return this.fallback.use(group);
    const sentAt = performance.now();
    lane.sentAt.push(sentAt);
    try {
      return await group(await lane.sql);
    } catch (error) {
      if (isLost(error)) this.drop(lane);
      throw error;
    } finally {
      lane.sentAt.splice(lane.sentAt.indexOf(sentAt), 1);
    }
  }

  close(): void {
    this.closed = true;
    for (const lane of this.lanes.splice(0)) void lane.sql.then((sql) => sql.release(), () => {});
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
    const lane: Lane = { sql: this.reserve(), sentAt: [] };
    lane.sql.catch(() => this.drop(lane));
    this.lanes.push(lane);
    return lane;
  }

  /** A lost connection fails the groups it carried; the next request opens a new lane. */
  private drop(lane: Lane): void {
    const index = this.lanes.indexOf(lane);
    if (index < 0) return;
    this.lanes.splice(index, 1);
    void lane.sql.then((sql) => sql.release(), () => {});
  }
}

/** postgres.js' codes for a connection that is gone. */
const LOST = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);

export function isLost(error: unknown): boolean {
  return LOST.has((error as { code?: string } | null)?.code ?? '');
}
