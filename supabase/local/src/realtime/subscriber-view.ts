import type { Caller, Queryable } from '../db/database';
import type { ServerContext } from '../server/context';
import type { ChangeBinding, ChangeFilter } from './change-binding';
import type { ChangeNotice } from './change-notice';
import { quoteIdent, type TableColumn } from './table-catalog';

/**
 * Reads a changed row the way one subscriber may see it: as that subscriber, so row-level
 * security decides, with each binding's filter evaluated by Postgres on the real column types.
 * The filter a client sends only narrows what it gets; it never widens what it may see.
 */
export interface SubscriberView {
  record: Record<string, unknown>;
  /** Ids of the bindings whose filter the row passes. */
  matchedIds: number[];
}

const OPERATOR_SQL = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function columnNamed(columns: TableColumn[], name: string): TableColumn {
  const column = columns.find((candidate) => candidate.name === name);
  if (!column) throw new Error(`column ${name} does not exist`);
  return column;
}

function castText(placeholder: string, column: TableColumn): string {
  return `(${placeholder}::text)::${column.sqlType}`;
}

export function filterSql(filter: ChangeFilter, columns: TableColumn[], params: Params): string {
  const column = columnNamed(columns, filter.column);
  const target = `t.${quoteIdent(column.name)}`;
  if (filter.operator === 'in') {
    const list = params.add(JSON.stringify(filter.values));
    return `${target} = any(array(select (v::text)::${column.sqlType}
      from jsonb_array_elements_text(${list}::jsonb) as v))`;
  }
  return `${target} ${OPERATOR_SQL[filter.operator]} ${castText(params.add(filter.values[0]), column)}`;
}

/** Throws when a filter names an unknown column or a value its column's type cannot hold. */
export async function checkFilter(db: Queryable, filter: ChangeFilter, columns: TableColumn[]) {
  const column = columnNamed(columns, filter.column);
  for (const value of filter.values) {
    await db.query(`select ${castText('$1', column)}`, [value]);
  }
}

function keySql(key: Record<string, unknown>, columns: TableColumn[], params: Params): string {
  const parts = Object.entries(key).map(([name, value]) => {
    const column = columnNamed(columns, name);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return `t.${quoteIdent(name)} = ${castText(params.add(text), column)}`;
  });
  return parts.length > 0 ? parts.join(' and ') : 'false';
}

async function selectAsSeen(
  tx: Queryable,
  table: string,
  key: Record<string, unknown>,
  columns: TableColumn[],
  bindings: ChangeBinding[],
): Promise<SubscriberView | null> {
  const params = new Params();
  const matches = bindings.map(
    (binding) => `(${binding.filter ? filterSql(binding.filter, columns, params) : 'true'})`,
  );
  const where = keySql(key, columns, params);
  const { rows } = await tx.query<{ record: Record<string, unknown>; matches: boolean[] }>(
    `select to_jsonb(t) as record, json_build_array(${matches.join(', ')}) as matches
       from public.${quoteIdent(table)} t where ${where} limit 1`,
    params.values,
  );
  const row = rows[0];
  if (!row) return null;
  const matchedIds = bindings.filter((_, index) => row.matches[index] === true).map((b) => b.id);
  return { record: row.record, matchedIds };
}

/**
 * Checks the row as it was changed, not as it is by the time the notice is handled (it may have
 * changed again or been deleted). Inside a savepoint, as the session's owner role with triggers
 * and foreign keys off, the row in the table is replaced by the announced one and then selected
 * as the subscriber; rolling back to the savepoint restores the table and the role.
 */
async function selectAnnouncedAsSeen(
  tx: Queryable,
  notice: ChangeNotice,
  record: Record<string, unknown>,
  columns: TableColumn[],
  bindings: ChangeBinding[],
): Promise<SubscriberView | null> {
  const table = `public.${quoteIdent(notice.table)}`;
  const stored = columns.filter((column) => !column.generated).map((c) => quoteIdent(c.name));
  const { rows } = await tx.query<{ role: string }>('select current_user as role');
  const subscriberRole = quoteIdent(rows[0]?.role ?? 'anon');
  await tx.query('savepoint realtime_announced_row');
  try {
    await tx.query('set local role none');
    await tx.query('set local session_replication_role = replica');
    const keyParams = new Params();
    await tx.query(`delete from ${table} t where ${keySql(notice.key, columns, keyParams)}`, keyParams.values);
    await tx.query(
      `insert into ${table} (${stored.join(', ')}) overriding system value
       select ${stored.join(', ')} from jsonb_populate_record(null::${table}, $1::jsonb)`,
      [JSON.stringify(record)],
    );
    await tx.query('set local session_replication_role = origin');
    await tx.query(`set local role ${subscriberRole}`);
    return await selectAsSeen(tx, notice.table, notice.key, columns, bindings);
  } finally {
    await tx.query('rollback to savepoint realtime_announced_row');
  }
}

export async function viewAsSubscriber(
  ctx: ServerContext,
  caller: Caller,
  notice: ChangeNotice,
  columns: TableColumn[],
  bindings: ChangeBinding[],
): Promise<SubscriberView | null> {
  const record = notice.record;
  if (record) {
    try {
      return await ctx.runAsCaller(caller, (tx) => selectAnnouncedAsSeen(tx, notice, record, columns, bindings));
    } catch (error) {
      // Switching off triggers needs a superuser session; without one, read the row as it is now.
      if (notice.type === 'DELETE') throw error;
    }
  }
  // The row was too large to announce: an insert or update is read as it is now; a delete
  // cannot be checked any more, so only the service role sees it.
  if (notice.type !== 'DELETE') {
    return selectAsSeen(ctx.readAsCaller(caller), notice.table, notice.key, columns, bindings);
  }
  if (caller.role !== 'service_role') return null;
  return { record: notice.key, matchedIds: bindings.filter((b) => !b.filter).map((b) => b.id) };
}
