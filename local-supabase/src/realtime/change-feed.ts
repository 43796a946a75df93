import type { Caller, Database } from '../db/database';
import type { ServerContext } from '../server/context';
import { reachOf, type Interest } from './change-audience';
import { bindingCovers, type ChangeBinding } from './change-binding';
import { CHANGE_CHANNEL, parseChangeNotice, type ChangeNotice } from './change-notice';
import { TableCatalog, type TableColumn } from './table-catalog';

/** A joined channel's interest in database changes. */
export interface ChangeSubscriber {
  readonly bindings: ChangeBinding[];
  /** The subscriber as of now (its access token may have been replaced since it joined). */
  currentCaller(): Caller | null;
  deliver(change: DeliveredChange): void;
}

export interface DeliveredChange {
  ids: number[];
  data: {
    schema: 'public';
    table: string;
    commit_timestamp: string;
    type: ChangeNotice['type'];
    columns: { name: string; type: string }[];
    record?: Record<string, unknown>;
    old_record?: Record<string, unknown>;
    errors: null;
  };
}

/**
 * Listens to the change notices of one database and hands each change to the subscribers that
 * may see it. Notices are handled one after another, so every subscriber gets changes in commit
 * order and the checks of one change never crowd the database alongside the next one's.
 */
export class ChangeFeed {
  readonly catalog: TableCatalog;
  private readonly subscribers = new Set<ChangeSubscriber>();
  private queue: Promise<void> = Promise.resolve();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly ctx: ServerContext,
    private readonly log: (line: string) => void,
  ) {
    this.catalog = new TableCatalog(ctx.catalog);
  }

  async start(): Promise<void> {
    await this.attachNew();
    this.unlisten = await this.ctx.db.listen(CHANGE_CHANNEL, (payload) => {
      this.queue = this.queue.then(() => this.dispatch(payload)).catch((error: unknown) => {
        console.error('[realtime] change not delivered:', error);
      });
    });
  }

  /** Announces the changes of tables added since (after a schema reload). */
  attachNew(): Promise<void> {
    return attachChangeNotices(this.ctx.db, this.log);
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    this.subscribers.clear();
    await unlisten?.();
  }

  add(subscriber: ChangeSubscriber): void {
    this.subscribers.add(subscriber);
  }

  remove(subscriber: ChangeSubscriber): void {
    this.subscribers.delete(subscriber);
  }

  /** Resolves once every notice received so far has been handled (for tests). */
  settled(): Promise<void> {
    return this.queue;
  }

  private async dispatch(payload: string): Promise<void> {
    if (this.subscribers.size === 0) return;
    const notice = parseChangeNotice(payload);
    if (!notice) return;
    const interests: Interest<ChangeSubscriber>[] = [];
    for (const subscriber of this.subscribers) {
      const bindings = subscriber.bindings.filter((b) => bindingCovers(b, notice.table, notice.type));
      if (bindings.length === 0) continue;
      const caller = subscriber.currentCaller();
      if (caller) interests.push({ subscriber, caller, bindings });
    }
    if (interests.length === 0) return;
    const columns = await this.catalog.columns(notice.table);
    if (!columns) return;
    for await (const { subscriber, record, matchedIds } of reachOf(this.ctx.db, notice, interests)) {
      // A channel left while its change was being checked gets nothing.
      if (this.subscribers.has(subscriber)) subscriber.deliver(deliveredChange(notice, columns, record, matchedIds));
    }
  }
}

function deliveredChange(
  notice: ChangeNotice,
  columns: TableColumn[],
  record: Record<string, unknown>,
  ids: number[],
): DeliveredChange {
  const data: DeliveredChange['data'] = {
    schema: 'public',
    table: notice.table,
    commit_timestamp: notice.commitTimestamp,
    type: notice.type,
    columns: columns.map(({ name, type }) => ({ name, type })),
    errors: null,
  };
  if (notice.type === 'DELETE') data.old_record = record;
  else data.record = record;
  // As on hosted Supabase (default replica identity), an update's old record is its key.
  if (notice.type === 'UPDATE') data.old_record = notice.oldKey ?? notice.key;
  return { ids, data };
}

/**
 * Puts 20-realtime.sql's trigger on every public table with a primary key that lacks it; run after
 * the migrations and after each schema reload. Tables it cannot watch are logged and skipped: a
 * schema the stack did not expect must not stop it.
 */
export async function attachChangeNotices(db: Database, log: (line: string) => void): Promise<void> {
  const { rows } = await db.query<{ table_name: string; problem: string }>(
    'select table_name, problem from realtime.attach_change_notices()',
  );
  for (const { table_name, problem } of rows) log(`[realtime] changes of public.${table_name} are not announced: ${problem}`);
}
