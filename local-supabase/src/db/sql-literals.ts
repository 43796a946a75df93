/**
 * Values written into SQL text, for the statements that travel in one simple-query message (see
 * prepared-reads.ts). E'...' with backslashes and quotes doubled reads the same whatever the
 * server's standard_conforming_strings, so no value can end its literal early.
 */
export function quoteLiteral(value: string): string {
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * The parameters as SQL literals, or undefined when one cannot be written so and must travel as a
 * bound parameter instead. Text and numbers are untyped literals, exactly what postgres.js binds
 * them as (type unknown, resolved by the statement); other values keep postgres.js' own typing. A
 * NUL would end the message's text, and Postgres text cannot hold one anyway.
 */
export function inlineValues(values: readonly unknown[]): string[] | undefined {
  const literals: string[] = [];
  for (const value of values) {
    if (value === null || value === undefined) literals.push('NULL');
    else if (typeof value === 'string' && !value.includes('\0')) literals.push(quoteLiteral(value));
    else if (typeof value === 'number' && Number.isFinite(value)) literals.push(quoteLiteral(String(value)));
    else return undefined;
  }
  return literals;
}
