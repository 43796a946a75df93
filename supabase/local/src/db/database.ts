/**
 * One interface over the two Postgres engines Aayra runs on locally: embedded PGlite (data kept
 * on disk) and any real Postgres reached by a connection string (PostgreSQL 15 in tests, hosted
 * Supabase's Postgres in production). Everything above this file speaks only this interface.
 */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface TransactionOptions {
  /**
   * Parameter-free SQL run first inside the transaction, sent together with BEGIN where the engine
   * allows: one round trip fewer for every API request.
   */
  prelude?: string;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs a script of several statements (a migration file) with no parameters and no rows back;
   * when it fails, a transaction the script opened is rolled back.
   */
  exec(sql: string): Promise<void>;
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** LISTEN on a channel; returns the function that stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Who a request runs as: Postgres row-level security decides with these, as in Supabase. */
export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role';
  /** The verified JWT claims (sub, role, email, aal...); {} for anon without a token. */
  claims: Record<string, unknown>;
}
