import type { ChangeType } from './change-binding';

/** What 20-realtime.sql's trigger announces on the realtime_changes channel. */
export interface ChangeNotice {
  table: string;
  type: ChangeType;
  key: Record<string, unknown>;
  oldKey: Record<string, unknown> | null;
  /** The row as changed (the old row of a delete); null when it was too large to announce. */
  record: Record<string, unknown> | null;
  commitTimestamp: string;
}

export const CHANGE_CHANNEL = 'realtime_changes';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseChangeNotice(payload: string): ChangeNotice | null {
  let notice: unknown;
  try {
    notice = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isObject(notice) || notice.schema !== 'public' || typeof notice.table !== 'string') return null;
  const type = notice.type;
  if (type !== 'INSERT' && type !== 'UPDATE' && type !== 'DELETE') return null;
  if (!isObject(notice.key)) return null;
  return {
    table: notice.table,
    type,
    key: notice.key,
    oldKey: isObject(notice.old_key) ? notice.old_key : null,
    record: isObject(notice.record) ? notice.record : null,
    commitTimestamp:
      typeof notice.commit_timestamp === 'string' ? notice.commit_timestamp : new Date().toISOString(),
  };
}
