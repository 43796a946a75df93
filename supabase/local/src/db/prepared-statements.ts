/** How many statements one connection keeps prepared; the least recently used go first. */
const DEFAULT_LIMIT = 500;

let counter = 0;

/**
 * The statements one Postgres connection has prepared, by their text. A statement dropped from
 * here (pushed out, or in doubt after an error) is closed on the connection before its next use,
 * so the connection's memory stays bounded however many shapes of query callers send.
 */
export class PreparedStatements {
  private readonly names = new Map<string, string>();
  private stale: string[] = [];

  constructor(private readonly limit = DEFAULT_LIMIT) {}

  /** The statement's name on the connection; isNew when it must be parsed first. */
  nameFor(text: string): { name: string; isNew: boolean } {
    const known = this.names.get(text);
    if (known !== undefined) {
      // Map order is insertion order: moving it to the end marks it as the most recent.
      this.names.delete(text);
      this.names.set(text, known);
      return { name: known, isNew: false };
    }
    const name = `aayra_${++counter}`;
    this.names.set(text, name);
    if (this.names.size > this.limit) {
      const [oldestText, oldestName] = this.names.entries().next().value as [string, string];
      this.names.delete(oldestText);
      this.stale.push(oldestName);
    }
    return { name, isNew: true };
  }

  /** Names the connection may hold but must not be used again: they are to be closed. */
  forget(names: readonly string[]): void {
    if (names.length === 0) return;
    const doomed = new Set(names);
    for (const [text, name] of this.names) if (doomed.has(name)) this.names.delete(text);
    this.stale.push(...names);
  }

  /** The names to close before the next statement goes out; each is handed out once. */
  takeStale(): string[] {
    const stale = this.stale;
    this.stale = [];
    return stale;
  }
}
