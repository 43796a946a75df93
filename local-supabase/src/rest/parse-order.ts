import { parseColumnRef, type ColumnRef } from './json-path';
import { splitTopLevel, syntaxError } from './syntax-error';

export interface OrderTerm {
  column: string;
  /** `data->plan`: keys inside a JSON column to order by. */
  path: ColumnRef['path'];
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** `order=completedat.desc.nullslast,sessionname` */
export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text, ',', 'order').map((term) => {
    const [column, ...modifiers] = term.split('.');
    const ref = parseColumnRef(column ?? '', 'order', text);
    const order: OrderTerm = { column: ref.name, path: ref.path, descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc') order.descending = false;
      else if (modifier === 'desc') order.descending = true;
      else if (modifier === 'nullsfirst') order.nulls = 'first';
      else if (modifier === 'nullslast') order.nulls = 'last';
      else throw syntaxError('order', text, `unknown modifier "${modifier}"`);
    }
    return order;
  });
}

export function parseCount(text: string, what: string): number {
  if (!/^\d{1,9}$/.test(text)) throw syntaxError(what, text, `${what} must be a non-negative integer`);
  return Number(text);
}
