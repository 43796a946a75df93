import type { Caller, Queryable, Settings } from '../db/database';
import { callerSettings } from '../db/run-as-caller';
import type { ChangeBinding, ChangeFilter } from './change-binding';
import type { ChangeNotice } from './change-notice';
import { SUBSCRIBERS_PER_CHECK } from './limits';

/** A subscriber with the bindings of its that cover a change, and whom it subscribes as. */
export interface Interest<S> {
  subscriber: S;
  caller: Caller;
  bindings: ChangeBinding[];
}

/** A subscriber that may see a change: the row it gets and the bindings whose filter it passes. */
export interface Reach<S> {
  subscriber: S;
  record: Record<string, unknown>;
  matchedIds: number[];
}

interface CheckResult {
  record: Record<string, unknown> | null;
  visible: number[];
  matches: number[][];
}

/** Where one filter's outcome is found in check_change's answer. */
interface FilterSlot {
  group: number;
  list: number;
}

/**
 * The subscribers' filters grouped by column and operator, each distinct value list once: the
 * database evaluates a group in one statement however many channels share it.
 */
class FilterGroups {
  readonly groups: { column: string; operator: string; lists: string[][] }[] = [];
  private readonly groupIndex = new Map<string, number>();
  private readonly listIndex = new Map<string, number>();

  slotOf(filter: ChangeFilter): FilterSlot {
    const groupKey = JSON.stringify([filter.column, filter.operator]);
    let group = this.groupIndex.get(groupKey);
    if (group === undefined) {
      group = this.groups.push({ column: filter.column, operator: filter.operator, lists: [] }) - 1;
      this.groupIndex.set(groupKey, group);
    }
    const listKey = JSON.stringify([group, filter.values]);
    let list = this.listIndex.get(listKey);
    if (list === undefined) {
      list = (this.groups[group]?.lists.push(filter.values) ?? 0) - 1;
      this.listIndex.set(listKey, list);
    }
    return { group, list };
  }
}

/** Subscribers that run as the same role with the same claims: one check answers for all. */
interface CallerGroup<S> {
  settings: Settings;
  interests: Interest<S>[];
}

function groupByCaller<S>(interests: Interest<S>[]): CallerGroup<S>[] {
  const groups = new Map<string, CallerGroup<S>>();
  for (const interest of interests) {
    const settings = callerSettings(interest.caller);
    const key = JSON.stringify([settings.role, settings['request.jwt.claims']]);
    const group = groups.get(key);
    if (group) group.interests.push(interest);
    else groups.set(key, { settings, interests: [interest] });
  }
  return [...groups.values()];
}

/**
 * Which subscribers may see a change, asked of 20-realtime.sql's realtime.check_change: one
 * statement per SUBSCRIBERS_PER_CHECK distinct callers, each its own short transaction, so on a
 * single connection other requests run between them. Row-level security decides under each
 * caller's own role and claims; a filter only narrows what a caller that may see the row gets.
 */
export async function* reachOf<S>(
  db: Queryable,
  notice: ChangeNotice,
  interests: Interest<S>[],
): AsyncGenerator<Reach<S>> {
  if (!notice.record && notice.type === 'DELETE') {
    // A row too large to announce cannot be checked once deleted: only the service role gets it.
    for (const { subscriber, caller, bindings } of interests) {
      if (caller.role !== 'service_role') continue;
      const matchedIds = bindings.filter((b) => !b.filter).map((b) => b.id);
      if (matchedIds.length > 0) yield { subscriber, record: notice.key, matchedIds };
    }
    return;
  }
  const filters = new FilterGroups();
  const slots = new Map<ChangeBinding, FilterSlot>();
  for (const { bindings } of interests) {
    for (const binding of bindings) if (binding.filter) slots.set(binding, filters.slotOf(binding.filter));
  }
  const callers = groupByCaller(interests);
  let matches: Set<number>[] = [];
  for (let start = 0; start < callers.length; start += SUBSCRIBERS_PER_CHECK) {
    const batch = callers.slice(start, start + SUBSCRIBERS_PER_CHECK);
    // Filters depend on the row only, not on who reads it: evaluated once, with the first batch.
    const result = await check(db, notice, batch, start === 0 ? filters : null);
    if (start === 0) matches = result.matches.map((lists) => new Set(lists));
    const record = result.record;
    if (!record) continue;
    for (const index of result.visible) {
      for (const { subscriber, bindings } of batch[index]?.interests ?? []) {
        const matchedIds = bindings
          .filter((binding) => {
            const slot = slots.get(binding);
            return !slot || matches[slot.group]?.has(slot.list) === true;
          })
          .map((binding) => binding.id);
        if (matchedIds.length > 0) yield { subscriber, record, matchedIds };
      }
    }
  }
}

async function check<S>(
  db: Queryable,
  notice: ChangeNotice,
  batch: CallerGroup<S>[],
  filters: FilterGroups | null,
): Promise<CheckResult> {
  const { rows } = await db.query<{ result: CheckResult }>(
    'select realtime.check_change($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6::jsonb) as result',
    [
      notice.table,
      notice.type,
      JSON.stringify(notice.key),
      notice.record ? JSON.stringify(notice.record) : null,
      JSON.stringify(batch.map((group) => group.settings)),
      JSON.stringify(filters?.groups ?? []),
    ],
  );
  const result = rows[0]?.result;
  if (!result) throw new Error(`no answer checking a change of ${notice.table}`);
  return result;
}
