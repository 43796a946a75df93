import { quoteIdent } from '../db/identifiers';

/** A table of the public schema, already found in the catalog, as SQL text. */
export function table(name: string): string {
  return `"public".${quoteIdent(name)}`;
}

/** Values only ever travel as parameters: this hands out $1, $2 ... */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
