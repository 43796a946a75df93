import { quoteIdent } from '../db/identifiers';

/** A relation already found in the catalog, in the schema it was found in, as SQL text. */
export function table(relation: { name: string; schema?: string }): string {
  return `${quoteIdent(relation.schema ?? 'public')}.${quoteIdent(relation.name)}`;
}

/** Values only ever travel as parameters: this hands out $1, $2 ... */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
