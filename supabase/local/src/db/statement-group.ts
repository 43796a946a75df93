import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { PreparedStatements } from './prepared-statements';

export interface Statement {
  text: string;
  values?: readonly unknown[];
}

/** The part of pg's connection a query writes its messages to. */
interface ProtocolWriter {
  parse(message: { text: string; name: string }): void;
  bind(message: { statement: string; values: unknown[] }): void;
  describe(message: { type: 'P' }): void;
  execute(message: object): void;
  close(message: { type: 'S'; name: string }): void;
  sync(): void;
}

// pg's own conversion of JavaScript values (dates, arrays, objects, buffers) into parameters, so a
// value means the same here as in any other query; pg exports it only from this file.
const require = createRequire(import.meta.url);
const { prepareValue } = require(join(dirname(require.resolve('pg')), 'utils.js')) as {
  prepareValue(value: unknown): unknown;
};

const statementsOf = new WeakMap<ProtocolWriter, PreparedStatements>();

/** pg's result as a query hands it over: one per statement when a query runs several. */
type PgResults = pg.QueryResult | pg.QueryResult[];

/**
 * Statements sent as one group of extended-protocol messages under a single Sync: one round trip
 * for all of them. Up to that Sync, Postgres runs the group as one transaction (an implicit one
 * when no BEGIN leads it), and an error in any statement skips the rest. Each connection keeps the
 * statements it has seen prepared, so Postgres parses them once and can reuse their plans.
 */
class StatementGroup extends pg.Query {
  private sentParses: string[] = [];
  private connection: ProtocolWriter | undefined;

  constructor(
    private readonly statements: readonly Statement[],
    callback: (error: Error | undefined, results: PgResults) => void,
  ) {
    super({ text: statements.at(-1)!.text, queryMode: 'extended' } as pg.QueryConfig, callback as never);
  }

  /** Called by pg when the query's turn comes on its connection. */
  prepare(connection: ProtocolWriter): void {
    this.connection = connection;
    let prepared = statementsOf.get(connection);
    if (!prepared) statementsOf.set(connection, (prepared = new PreparedStatements()));
    for (const name of prepared.takeStale()) connection.close({ type: 'S', name });
    for (const { text, values = [] } of this.statements) {
      const { name, isNew } = prepared.nameFor(text);
      if (isNew) {
        connection.parse({ text, name });
        this.sentParses.push(name);
      }
      connection.bind({ statement: name, values: values.map(prepareValue) });
      // Every statement is described, so its rows come with a shape and pg keeps each result apart.
      connection.describe({ type: 'P' });
      connection.execute({});
    }
    connection.sync();
  }

  handleError(error: Error, connection: unknown): void {
    // Which of this group's statements Postgres kept is unknown after an error: close them all.
    if (this.connection) statementsOf.get(this.connection)?.forget(this.sentParses);
    (pg.Query.prototype as unknown as { handleError(error: Error, connection: unknown): void }).handleError.call(this, error, connection);
  }
}

/** Runs the statements in one round trip; resolves with the last one's result. */
export function runGroup(client: pg.ClientBase, statements: readonly Statement[]): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    client.query(new StatementGroup(statements, (error, results) => {
      if (error) return reject(error);
      resolve(Array.isArray(results) ? results[results.length - 1]! : results);
    }));
  });
}
