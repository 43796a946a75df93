/**
 * A string as a Postgres literal, safe whatever standard_conforming_strings says: quotes doubled,
 * and backslashes doubled inside an E'' string. For the few values that must travel without
 * parameters (the caller's settings sent along with BEGIN).
 */
export function sqlLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('A SQL literal cannot hold a NUL character.');
  const quoted = value.replaceAll("'", "''");
  return value.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}
