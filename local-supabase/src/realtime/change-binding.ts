/**
 * A channel's postgres_changes bindings as the client sends them in phx_join, e.g.
 * {event: "INSERT", schema: "public", table: "notification_logs", filter: "user_id=eq.X"}.
 */
export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';
export type FilterOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface ChangeFilter {
  column: string;
  operator: FilterOperator;
  /** One value, or several for `in`. */
  values: string[];
}

export interface ChangeBinding {
  /** The id the reply gives this binding; changes name the bindings they match by id. */
  id: number;
  event: ChangeType | '*';
  /** null when the client asked for every public table ("*"). */
  table: string | null;
  filter: ChangeFilter | null;
  /** What the client sent, echoed back in the join reply with the id added. */
  asSent: Record<string, unknown>;
}

const EVENTS = new Set(['INSERT', 'UPDATE', 'DELETE', '*']);
const OPERATORS = new Set<string>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

export class BindingError extends Error {}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1)
    : value;
}

export function parseFilter(text: string): ChangeFilter {
  const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(text);
  if (!match) throw new BindingError(`Invalid filter: ${text}`);
  const [, column = '', operator = '', rawValue = ''] = match;
  if (!OPERATORS.has(operator)) throw new BindingError(`Unsupported filter operator: ${operator}`);
  if (operator !== 'in') return { column, operator: operator as FilterOperator, values: [rawValue] };
  const list = /^\((.*)\)$/s.exec(rawValue);
  if (!list) throw new BindingError(`Invalid in filter: ${text}`);
  const values = (list[1] ?? '').split(',').map((value) => unquote(value.trim()));
  return { column, operator: 'in', values };
}

/** Throws BindingError for a binding this server cannot honour; ids come from nextId. */
export function parseBinding(raw: unknown, nextId: () => number): ChangeBinding {
  if (typeof raw !== 'object' || raw === null) throw new BindingError('Invalid binding');
  const asSent = raw as Record<string, unknown>;
  const event = typeof asSent.event === 'string' ? asSent.event.toUpperCase() : '';
  if (!EVENTS.has(event)) throw new BindingError(`Invalid event: ${String(asSent.event)}`);
  const schema = asSent.schema ?? 'public';
  if (schema !== 'public' && schema !== '*') {
    throw new BindingError(`Only the public schema streams changes, not ${String(schema)}`);
  }
  const table = asSent.table ?? '*';
  if (typeof table !== 'string' || table === '') throw new BindingError('Invalid table');
  const filterText = asSent.filter;
  if (filterText !== undefined && filterText !== null && typeof filterText !== 'string') {
    throw new BindingError('Invalid filter');
  }
  const filter = filterText ? parseFilter(filterText) : null;
  if (filter && table === '*') throw new BindingError('A filter needs a table');
  return {
    id: nextId(),
    event: event as ChangeBinding['event'],
    table: table === '*' ? null : table,
    filter,
    asSent,
  };
}

export function bindingCovers(binding: ChangeBinding, table: string, type: ChangeType): boolean {
  return (binding.table === null || binding.table === table) &&
    (binding.event === '*' || binding.event === type);
}
