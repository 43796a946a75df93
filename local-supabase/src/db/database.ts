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

export interface QueryOptions {
  /**
   * The transaction's last statement, and nothing after it may roll the transaction back: its
   * COMMIT travels with it, saving the transaction a round trip (where the engine has any).
   */
  last?: boolean;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
}

/** Transaction-local settings (set_config(name, value, true)), such as the caller's role and claims. */
export type Settings = Readonly<Record<string, string>>;

export interface TransactionOptions {
  /**
   * In place before fn's first query. They travel as parameters in the same round trip as BEGIN
   * and that query, so they cost the request nothing extra.
   */
  settings?: Settings;
  /**
   * The request's own settings (PostgREST's request.headers, request.method, request.path), in
   * place with the caller's: different on every request, so written into the statement that sets
   * them, never prepared.
   */
  request?: Settings;
  /** Writing fails with 25006, as in the read-only transactions PostgREST runs GET requests in. */
  readOnly?: boolean;
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
  /**
   * Runs one statement in a transaction of its own, with the settings in place: one round trip
   * on a real Postgres, for requests that need exactly one statement and nothing after it.
   */
  statement<Row = Record<string, unknown>>(sql: string, params: unknown[], options: TransactionOptions): Promise<QueryResult<Row>>;
  /**
   * Runs fn while any other process doing the same on this database waits: two stacks starting
   * on one Postgres must not both apply the migrations.
   */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
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
