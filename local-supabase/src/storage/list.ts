import type { Caller } from '../db/database';
import type { ServerContext } from '../server/context';
import { StorageError } from './storage-error';

interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

interface ListOptions {
  prefix?: unknown;
  limit?: unknown;
  offset?: unknown;
  search?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
}

const SORTABLE = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);

function wholeNumber(value: unknown, fallback: number): number {
  const number = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 0) throw new StorageError(400, 'InvalidRequest', 'limit and offset are whole numbers');
  return number;
}

/**
 * POST /object/list/<bucket>: the files and folders directly inside `prefix` that the caller may
 * see (folders have a null id), like hosted Storage's storage.search().
 */
export async function listObjects(bucket: string, options: ListOptions, caller: Caller, ctx: ServerContext) {
  const rawPrefix = typeof options.prefix === 'string' ? options.prefix.replace(/^\/+/, '') : '';
  const prefix = rawPrefix && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix;
  const limit = wholeNumber(options.limit, 100);
  const offset = wholeNumber(options.offset, 0);
  const search = typeof options.search === 'string' ? options.search.toLowerCase() : '';
  const column = typeof options.sortBy?.column === 'string' && SORTABLE.has(options.sortBy.column) ? options.sortBy.column : 'name';
  const descending = options.sortBy?.order === 'desc';

  const objects = await ctx.runAsCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ objects: ListEntry[] }>(
      `select coalesce(json_agg(json_build_object('name', name, 'id', id, 'updated_at', updated_at,
                'created_at', created_at, 'last_accessed_at', last_accessed_at, 'metadata', metadata)), '[]') as objects
         from storage.objects where bucket_id = $1 and left(name, length($2)) = $2`,
      [bucket, prefix],
    );
    return rows[0]?.objects ?? [];
  });

  const entries = new Map<string, ListEntry>();
  for (const object of objects) {
    const rest = object.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (!name || (search && !name.toLowerCase().startsWith(search))) continue;
    if (slash === -1) entries.set(name, { ...object, name });
    else if (!entries.has(name)) {
      entries.set(name, { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    }
  }
  const key = column as keyof ListEntry;
  const sorted = [...entries.values()].sort((a, b) => {
    const left = String(a[key] ?? '');
    const right = String(b[key] ?? '');
    const order = left < right ? -1 : left > right ? 1 : a.name.localeCompare(b.name);
    return descending ? -order : order;
  });
  return sorted.slice(offset, offset + limit);
}
