import type postgres from 'postgres';
import { isLost } from './shared-lanes';

type Sql = postgres.Sql;
type ReservedSql = postgres.ReservedSql;

/**
 * Connections each reserved once and then lent to one request at a time, in the order requests
 * asked. A request's statements (BEGIN, its settings, its queries, COMMIT) go out together on its
 * lane and nothing of another request comes between them. Reserving once, rather than per
 * request, keeps many waiting requests as cheap as a queue of callbacks.
 */
export class ConnectionLanes {
  private readonly idle: ReservedSql[] = [];
  private readonly waiting: ((lane: ReservedSql) => void)[] = [];
  private opened = 0;
  private closed = false;

  constructor(
    private readonly sql: Sql,
    private readonly size: number,
  ) {}

  async use<T>(fn: (lane: ReservedSql) => Promise<T>): Promise<T> {
    const lane = await this.acquire();
    let lost = false;
    try {
      return await fn(lane);
    } catch (error) {
      lost = isLost(error);
      throw error;
    } finally {
      if (lost) this.drop(lane);
      else this.giveBack(lane);
    }
  }

  close(): void {
    this.closed = true;
    for (const lane of this.idle.splice(0)) lane.release();
  }

  private acquire(): Promise<ReservedSql> {
    if (this.closed) return Promise.reject(new Error('The database is closed'));
    const lane = this.idle.pop();
    if (lane) return Promise.resolve(lane);
    if (this.opened < this.size) {
      this.opened++;
      return this.sql.reserve().catch((error: unknown) => {
        this.opened--;
        throw error;
      });
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private giveBack(lane: ReservedSql): void {
    if (this.closed) return lane.release();
    const next = this.waiting.shift();
    if (next) next(lane);
    else this.idle.push(lane);
  }

  /** A lost lane goes back to postgres.js, which reconnects it; the next waiter gets a new one. */
  private drop(lane: ReservedSql): void {
    lane.release();
    this.opened--;
    const next = this.waiting.shift();
    if (next) this.acquire().then(next, () => this.waiting.unshift(next));
  }
}
