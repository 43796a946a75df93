import pg from 'pg';
import type { Database, Queryable, QueryResult, TransactionOptions } from './database';
import { settingsStatement } from './settings-statement';
import { PipelinedClients } from './pipelined-clients';
import { runGroup, type Statement } from './statement-group';
import { keepAsText, TEXT_TYPE_OIDS } from './value-parsers';

const textOids = new Set<number>(Object.values(TEXT_TYPE_OIDS));

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (textOids.has(oid)) return keepAsText;
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};

export interface PostgresOptions {
  /** Connections kept open for transactions; parallel transactions need more than one. */
  maxConnections?: number;
  /** Connections that carry single statements pipelined, many requests' at once. */
  pipelinedConnections?: number;
}

function toResult<Row>(result: pg.QueryResult): QueryResult<Row> {
  return {
    rows: result.rows as Row[],
    rowCount: result.rowCount ?? result.rows.length,
    fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
  };
}

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return toResult<Row>(await target.query(sql, params));
    },
  };
}

function settingsOf(options: TransactionOptions | undefined, readOnly: boolean): Statement[] {
  return options?.settings || readOnly ? [settingsStatement(options?.settings ?? {}, readOnly)] : [];
}

/**
 * fn's queries inside BEGIN/COMMIT. BEGIN and the settings go out with the first query, in its
 * round trip; a transaction fn never queries in is never opened.
 */
async function inTransaction<T>(client: pg.PoolClient, fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T> {
  let opened = false;
  const tx: Queryable = {
    async query<Row>(sql: string, params?: unknown[]) {
      if (opened) return toResult<Row>(await client.query(sql, params));
      opened = true;
      const begin = { text: options?.readOnly ? 'begin read only' : 'begin' };
      return toResult<Row>(await runGroup(client, [begin, ...settingsOf(options, false), { text: sql, values: params ?? [] }]));
    },
  };
  try {
    const result = await fn(tx);
    if (opened) await client.query('commit');
    return result;
  } catch (error) {
    if (opened) await client.query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * The connection string with the session settings every connection needs. They join the ones the
 * URL already has: pg lets a URL's options replace an options setting instead of adding to it.
 */
function withSessionSettings(url: string): string {
  const parsed = new URL(url);
  // Hosted Supabase sessions run in UTC; make every local connection agree.
  const options = [parsed.searchParams.get('options'), '-c TimeZone=UTC'].filter(Boolean).join(' ');
  parsed.searchParams.set('options', options);
  return parsed.toString();
}

/** A real Postgres (PostgreSQL 15 in tests, Supabase's in production) by connection string. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const config = { connectionString: withSessionSettings(url), types };
  const pool = new pg.Pool({ ...config, max: options.maxConnections ?? 10 });
  const pipelined = new PipelinedClients(config, options.pipelinedConnections ?? 4, async (statements) => {
    const client = await pool.connect();
    try {
      return await runGroup(client, statements);
    } finally {
      client.release();
    }
  });
  // A dropped idle connection must not crash the process; the next query gets a new one.
  pool.on('error', () => {});
  await pool.query('select 1');
  const base = queryable(pool);
  return {
    kind: 'postgres',
    query: base.query,
    async exec(sql) {
      // One client, so a script that fails inside its own BEGIN is rolled back on that client.
      const client = await pool.connect();
      try {
        await client.query(sql);
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async transaction(fn, options) {
      const client = await pool.connect();
      try {
        return await inTransaction(client, fn, options);
      } finally {
        client.release();
      }
    },
    async statement<Row>(sql: string, params: unknown[], options: TransactionOptions) {
      // No BEGIN: the group's Sync ends the implicit transaction, committing it or rolling it back.
      return toResult<Row>(await pipelined.run([...settingsOf(options, options.readOnly ?? false), { text: sql, values: params }]));
    },
    async withMigrationLock(fn) {
      // A connection of its own: the lock belongs to a session, and fn may need every pooled one.
      const client = new pg.Client(config);
      await client.connect();
      try {
        await client.query(`select pg_advisory_lock(hashtext('aayra'), hashtext('migrations'))`);
        return await fn();
      } finally {
        // Ending the session releases the lock.
        await client.end().catch(() => {});
      }
    },
    async listen(channel, onNotify) {
      const client = await pool.connect();
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      };
      client.on('notification', handler);
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.off('notification', handler);
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
        client.release();
      };
    },
    async close() {
      await pipelined.close();
      await pool.end();
    },
  };
}
