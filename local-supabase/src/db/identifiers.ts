/**
 * An identifier (table, column, channel, database name) as SQL text. Names that come from a
 * request are first found in the catalog; quoting keeps any name, however spelled, one identifier.
 */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
