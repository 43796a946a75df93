import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Database, Queryable, QueryResult, TransactionOptions } from './database';
import { settingsStatement } from './settings-statement';
import { keepAsText, TEXT_TYPE_OIDS } from './value-parsers';

export interface PgliteOptions {
  /** Folder that keeps the data between runs; in memory when absent. */
  dataDir?: string;
  /** A dump made by dumpDataDir(), restored instead of creating an empty cluster. */
  loadDataDir?: Blob;
}

export interface PgliteDatabase extends Database {
  readonly kind: 'pglite';
  /** The whole cluster as a tar, for restoring copies of it quickly. */
  dump(): Promise<Blob>;
}

const parsers = Object.fromEntries(Object.values(TEXT_TYPE_OIDS).map((oid) => [oid, keepAsText]));

function toResult<Row>(result: {
  rows: Row[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}): QueryResult<Row> {
  return {
    rows: result.rows,
    // PGlite counts only written rows; pg counts selected ones too.
    rowCount: Math.max(result.affectedRows ?? 0, result.rows.length),
    fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
  };
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return toResult(await target.query<Row>(sql, params));
    },
  };
}

function inTransaction<T>(pglite: PGlite, fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T> {
  return pglite.transaction(async (tx) => {
    if (options?.settings || options?.request || options?.readOnly) {
      const { text, values } = settingsStatement({ ...options.settings, ...options.request }, options.readOnly);
      await tx.query(text, [...values]);
    }
    // One connection, so nothing is saved by sending COMMIT early; a query after the last is refused alike.
    let ended = false;
    const target = queryable(tx);
    return fn({
      query(sql, params, queryOptions) {
        if (ended) return Promise.reject(new Error('The transaction has already ended'));
        ended = queryOptions?.last === true;
        return target.query(sql, params);
      },
    });
  });
}

/** Embedded Postgres (one connection: every transaction runs after the previous one). */
export async function openPglite(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pgcrypto },
    parsers,
  });
  await pglite.exec(`set timezone = 'UTC'`);
  const base = queryable(pglite);
  return {
    kind: 'pglite',
    query: base.query,
    async exec(sql) {
      try {
        await pglite.exec(sql);
      } catch (error) {
        // A script that failed inside its own BEGIN must not leave the only connection aborted.
        await pglite.exec('rollback').catch(() => {});
        throw error;
      }
    },
    transaction(fn, options) {
      return inTransaction(pglite, fn, options);
    },
    statement<Row>(sql: string, params: unknown[], options: TransactionOptions) {
      // In process, a round trip costs nothing: the statement is simply a transaction's only query.
      return inTransaction(pglite, (tx) => tx.query<Row>(sql, params), options);
    },
    // One process owns a PGlite data folder, so nobody else can be migrating it.
    withMigrationLock: (fn) => fn(),
    async listen(channel, onNotify) {
      const unlisten = await pglite.listen(channel, onNotify);
      return async () => {
        await unlisten();
      };
    },
    async dump() {
      return pglite.dumpDataDir('none');
    },
    async close() {
      await pglite.close();
    },
  };
}
