/** Quotes an identifier that has already been found in the catalog. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function table(name: string): string {
  return `"public".${ident(name)}`;
}

/** Values only ever travel as parameters: this hands out $1, $2 ... */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
