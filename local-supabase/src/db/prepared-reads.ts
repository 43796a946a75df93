import type postgres from 'postgres';
import { inlineValues } from './sql-literals';

type ReservedSql = postgres.ReservedSql;

/** How many statements one connection keeps prepared; the least recently used go first. */
const LIMIT = 500;

/** Postgres' error when a prepared statement's result columns changed under it (a migration). */
const PLAN_CHANGED = 'RevalidateCachedQuery';

/** Reads: statements that always answer with a row description, however many rows. */
const READ = /^\s*(select|with)\b/i;

/**
 * Reads, and each caller's settings, prepared by name (SQL PREPARE) on each connection, so that a
 * read travels as one simple-query message (EXECUTE of the caller's settings, then EXECUTE of the
 * read with its values written in): one message and one reply for Postgres, against four with a
 * Sync each (BEGIN, the settings, the statement, COMMIT) when postgres.js sends them, while
 * Postgres still parses and plans each statement once per connection. A PREPARE runs on its own the first time a connection
 * meets a statement; prepared statements survive a rollback, so a name is kept once it succeeded.
 */
/** A statement's name on one connection, and whether its PREPARE has been answered. */
interface Prepared {
  name: string;
  answered: Promise<string>;
  ready: boolean;
}

export class PreparedReads {
  /** Per connection, each statement's name once its PREPARE is under way, oldest use first. */
  private readonly byConnection = new WeakMap<ReservedSql, Map<string, Prepared>>();
  private counter = 0;

  /**
   * `EXECUTE name(literals)` for text on conn, preparing it first when needed; undefined when a
   * value cannot be inlined (the caller then binds it the usual way).
   */
  async execute(conn: ReservedSql, text: string, values: readonly unknown[]): Promise<string | undefined> {
    const literals = READ.test(text) ? inlineValues(values) : undefined;
    if (!literals) return undefined;
    const name = await this.nameOn(conn, text).answered;
    return literals.length ? `execute ${name}(${literals.join(', ')})` : `execute ${name}`;
  }

  /**
   * `EXECUTE name` of a caller's settings SELECT (settings-statement.ts, values written in) when
   * conn has it prepared, else the SELECT itself with its PREPARE sent ahead of it for next time:
   * usable at once, so a transaction's opening still leaves ahead of its statements. A read's
   * message then stays a few hundred bytes whatever the size of the caller's JWT claims, and
   * postgres.js gathers the messages of one turn of the event loop into one socket write (it
   * writes at once any message of 1 KB or more, and the claims written in are about that).
   */
  settings(conn: ReservedSql, settingsText: string): string {
    const prepared = this.nameOn(conn, settingsText);
    return prepared.ready ? `execute ${prepared.name}` : settingsText;
  }

  /** True when error says text's columns changed under its plan: it is prepared again next time. */
  forgetChanged(conn: ReservedSql, text: string, error: unknown): boolean {
    if ((error as { routine?: string } | null)?.routine !== PLAN_CHANGED) return false;
    this.drop(conn, text);
    return true;
  }

  private nameOn(conn: ReservedSql, text: string): Prepared {
    let names = this.byConnection.get(conn);
    if (!names) this.byConnection.set(conn, (names = new Map()));
    const known = names.get(text);
    if (known) {
      // A Map keeps insertion order: moving the name to the end marks it the most recent.
      names.delete(text);
      names.set(text, known);
      return known;
    }
    const name = `aayra_${++this.counter}`;
    // Requests meeting the statement while it is being prepared wait for the same PREPARE.
    const prepared: Prepared = { name, answered: conn.unsafe(`prepare ${name} as ${text}`).then(() => name), ready: false };
    names.set(text, prepared);
    prepared.answered.then(
      () => (prepared.ready = true),
      () => {
        if (names.get(text) === prepared) names.delete(text);
      },
    );
    if (names.size > LIMIT) this.drop(conn, names.keys().next().value as string);
    return prepared;
  }

  /** Forgets text's name on conn and deallocates it there, behind what the connection carries. */
  private drop(conn: ReservedSql, text: string): void {
    const names = this.byConnection.get(conn);
    const prepared = names?.get(text);
    if (!names || !prepared) return;
    names.delete(text);
    void prepared.answered.then((known) => conn.unsafe(`deallocate ${known}`)).catch(() => {});
  }
}
