import postgres from 'postgres';
import type { Database, Queryable, QueryOptions, QueryResult, TransactionOptions } from './database';
import { requestSettingsText, settingsText } from './settings-statement';
import { PreparedReads } from './prepared-reads';
import { ConnectionLanes } from './connection-lanes';
import { SharedLanes } from './shared-lanes';
import { POSTGRES_TYPES } from './postgres-types';

type Sql = postgres.Sql;
type ReservedSql = postgres.ReservedSql;

export interface PostgresOptions {
  /** Connections for transactions, each lent to one transaction at a time. */
  maxConnections?: number;
  /** Connections that carry single-statement transactions pipelined, many requests' at once. */
  pipelinedConnections?: number;
}

/** Connections beyond the lanes, for the stack's own queries and scripts. */
const SPARE_CONNECTIONS = 2;

function toResult<Row>(result: postgres.RowList<postgres.Row[]>): QueryResult<Row> {
  return {
    rows: result as unknown as Row[],
    rowCount: result.count ?? result.length,
    fields: (result.columns ?? []).map(({ name, type }) => ({ name, dataTypeID: type })),
  };
}

/**
 * One statement on a connection: prepared once per connection (postgres.js names and keeps it),
 * then only bound and executed. Scripts without parameters go as simple queries.
 */
function run(sql: Sql | ReservedSql, text: string, params: readonly unknown[] = []) {
  return sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true });
}

/** The request's settings, when there are any, as the statements of a simple-query message. */
function requestStatements(options: TransactionOptions | undefined): string[] {
  return options?.request ? [requestSettingsText(options.request)] : [];
}

/**
 * The statements that open a transaction as the caller: BEGIN, the caller's settings (prepared on
 * the connection, or with their values written in the first time) and the request's, in one
 * simple-query message. It is not awaited on its own: it leaves in the same write as the
 * transaction's first query.
 */
function opening(conn: ReservedSql, reads: PreparedReads, options: TransactionOptions | undefined) {
  const begin = options?.readOnly ? 'begin read only' : 'begin';
  const settings = options?.settings ? [reads.settings(conn, settingsText(options.settings))] : [];
  return conn.unsafe([begin, ...settings, ...requestStatements(options)].join('; '));
}

/** The outcome of statements sent together: the first failure, else each one's result. */
async function allOrFirstFailure<T extends readonly unknown[]>(statements: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(statements);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as never;
}

/**
 * fn's queries inside BEGIN/COMMIT on one reserved connection. BEGIN and the settings go out with
 * the first query, in its round trip, and COMMIT with the query marked last; a transaction fn never
 * queries in is never opened. When the last query fails, the COMMIT after it ends the aborted
 * transaction as a rollback.
 */
function inTransaction<T>(
  lanes: ConnectionLanes,
  reads: PreparedReads,
  fn: (tx: Queryable) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  return lanes.use(async (conn) => {
    let opened = false;
    let ended = false;
    const tx: Queryable = {
      async query<Row>(text: string, params?: unknown[], queryOptions?: QueryOptions) {
        if (ended) throw new Error('The transaction has already ended');
        const opens = opened ? [] : [opening(conn, reads, options)];
        opened = true;
        const statement = run(conn, text, params);
        ended = queryOptions?.last === true;
        const results = await allOrFirstFailure([...opens, statement, ...(ended ? [conn.unsafe('commit')] : [])]);
        return toResult<Row>(results[opens.length] as postgres.RowList<postgres.Row[]>);
      },
    };
    try {
      const result = await fn(tx);
      if (opened && !ended) await conn.unsafe('commit');
      return result;
    } catch (error) {
      if (opened && !ended) await conn.unsafe('rollback').catch(() => {});
      throw error;
    }
  });
}

/**
 * The query's answer to a simple-query message of the settings' statements and the read's EXECUTE:
 * postgres.js starts a new result at each row description, so there is one per statement, the
 * read's last.
 */
async function executedRows(message: Promise<unknown>, statements: number): Promise<postgres.RowList<postgres.Row[]>> {
  const results = (await message) as postgres.RowList<postgres.Row[]>[];
  const read = results[statements - 1];
  if (results.length !== statements || !Array.isArray(read)) throw new Error('A read answered with an unexpected shape');
  return read;
}

/**
 * One statement in a transaction of its own. A read prepared by name (prepared-reads.ts) travels
 * with the settings in one simple-query message, which Postgres runs as one implicit transaction:
 * one message and one reply. Anything else goes as BEGIN and the settings, the statement and COMMIT
 * in one write and one round trip (when the statement fails, the COMMIT that follows it ends the
 * aborted transaction as a rollback).
 */
function singleStatement<Row>(
  lanes: SharedLanes,
  reads: PreparedReads,
  text: string,
  params: unknown[],
  options: TransactionOptions,
): Promise<QueryResult<Row>> {
  return lanes.run(async (conn) => {
    for (let attempt = 1; options.readOnly; attempt++) {
      const execute = await reads.execute(conn, text, params);
      if (!execute) break;
      try {
        const statements = [reads.settings(conn, settingsText(options.settings ?? {}, true)), ...requestStatements(options), execute];
        return toResult<Row>(await executedRows(conn.unsafe(statements.join('; ')), statements.length));
      } catch (error) {
        // A migration changed the statement's columns: prepared again, the request still succeeds.
        if (attempt > 1 || !reads.forgetChanged(conn, text, error)) throw error;
      }
    }
    const [, result] = await allOrFirstFailure([opening(conn, reads, options), run(conn, text, params), conn.unsafe('commit')]);
    return toResult<Row>(result);
  });
}

/** A real Postgres (PostgreSQL 15 in tests, Supabase's in production) by connection string. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const config = {
    types: POSTGRES_TYPES,
    // Hosted Supabase sessions run in UTC; make every local connection agree.
    connection: { TimeZone: 'UTC' },
    // A caller's missing value is SQL null, as it was with every other driver.
    transform: { undefined: null },
    onnotice: () => {},
  };
  const transactions = options.maxConnections ?? 10;
  const pipelined = options.pipelinedConnections ?? 4;
  const sql = postgres(url, { ...config, max: transactions + pipelined + SPARE_CONNECTIONS });
  const lanes = new ConnectionLanes(sql, transactions);
  const shared = new SharedLanes(() => sql.reserve(), pipelined, lanes);
  const reads = new PreparedReads();
  await sql.unsafe('select 1');
  return {
    kind: 'postgres',
    async query<Row>(text: string, params?: unknown[]) {
      return toResult<Row>(await run(sql, text, params));
    },
    async exec(script) {
      // One connection, so a script that fails inside its own BEGIN is rolled back on it.
      const conn = await sql.reserve();
      try {
        await conn.unsafe(script);
      } catch (error) {
        await conn.unsafe('rollback').catch(() => {});
        throw error;
      } finally {
        conn.release();
      }
    },
    transaction: (fn, transactionOptions) => inTransaction(lanes, reads, fn, transactionOptions),
    statement: (text, params, statementOptions) =>
      singleStatement(shared, reads, text, params, statementOptions),
    async withMigrationLock(fn) {
      // A connection of its own: the lock belongs to a session, and fn may need every pooled one.
      const lock = postgres(url, { ...config, max: 1 });
      try {
        await lock.unsafe(`select pg_advisory_lock(hashtext('aayra'), hashtext('migrations'))`);
        return await fn();
      } finally {
        // Ending the session releases the lock.
        await lock.end().catch(() => {});
      }
    },
    async listen(channel, onNotify) {
      const { unlisten } = await sql.listen(channel, (payload) => onNotify(payload ?? ''));
      return async () => {
        await unlisten().catch(() => {});
      };
    },
    async close() {
      shared.close();
      lanes.close();
      await sql.end({ timeout: 5 });
    },
  };
}
