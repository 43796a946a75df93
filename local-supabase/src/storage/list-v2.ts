import type { Caller } from '../db/database';
import type { ServerContext } from '../server/context';
import { StorageError } from './storage-error';

interface StoredObject {
  id: string;
  name: string;
  updated_at: string;
  created_at: string;
  last_accessed_at: string;
  metadata: Record<string, unknown> | null;
}

interface Folder {
  key: string;
  name: string;
}

type Entry = { folder: Folder } | { object: StoredObject };

const SORTABLE = new Set(['name', 'created_at', 'updated_at']);

/** Where a page ended: the last entry's sort value and name, opaque to the caller. */
function cursorOf(value: string, name: string): string {
  return Buffer.from(JSON.stringify([value, name])).toString('base64url');
}

function readCursor(cursor: unknown): [string, string] | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(String(cursor), 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((part) => typeof part === 'string')) return parsed as [string, string];
  } catch {
    // Answered below.
  }
  throw new StorageError(400, 'InvalidRequest', 'cursor is not one this stack handed out');
}

function byteOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * POST /object/list-v2/<bucket>: objects under `prefix` (whole names), or with with_delimiter the
 * objects and folders directly inside it, a page of `limit` at a time from `cursor`, in name
 * order or by created_at/updated_at (name breaking ties). Rows are read as the caller.
 */
export async function listObjectsV2(bucket: string, body: Record<string, unknown>, caller: Caller, ctx: ServerContext) {
  const prefix = typeof body.prefix === 'string' ? body.prefix : '';
  const limit = body.limit === undefined ? 1000 : Number(body.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new StorageError(400, 'InvalidRequest', 'limit must be a whole number of at least 1');
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = typeof sortBy.column === 'string' ? sortBy.column : 'name';
  if (!SORTABLE.has(column)) throw new StorageError(400, 'InvalidRequest', `sortBy.column must be one of ${[...SORTABLE].join(', ')}`);
  const descending = sortBy.order === 'desc';
  const after = readCursor(body.cursor);

  const objects = await ctx.runAsCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ objects: StoredObject[] }>(
      `select coalesce(json_agg(json_build_object('id', id, 'name', name, 'updated_at', updated_at, 'created_at', created_at,
                'last_accessed_at', last_accessed_at, 'metadata', metadata)), '[]') as objects
         from storage.objects where bucket_id = $1 and left(name, length($2)) = $2`,
      [bucket, prefix],
    );
    return rows[0]?.objects ?? [];
  });

  const nameOf = (entry: Entry) => ('folder' in entry ? entry.folder.name : entry.object.name);
  const entries: Entry[] = [];
  const folders = new Set<string>();
  for (const object of objects) {
    const slash = body.with_delimiter === true ? object.name.indexOf('/', prefix.length) : -1;
    if (slash === -1) entries.push({ object });
    else {
      const name = object.name.slice(0, slash + 1);
      if (!folders.has(name)) entries.push({ folder: { key: name.slice(0, -1), name } });
      folders.add(name);
    }
  }
  // Folders and objects share the name order; folders have no dates, so by a date they come
  // first. Timestamps keep Postgres' microseconds (one session time zone: their text sorts as they do).
  const sortValue = (entry: Entry) =>
    column === 'name' ? nameOf(entry) : 'folder' in entry ? '' : entry.object[column as 'created_at'];
  const compare = (a: [string, string], b: [string, string]) => {
    const order = byteOrder(a[0], b[0]) || byteOrder(a[1], b[1]);
    return descending ? -order : order;
  };
  const keyed = entries.map((entry) => ({ entry, key: [sortValue(entry), nameOf(entry)] as [string, string] }));
  keyed.sort((a, b) => compare(a.key, b.key));
  const remaining = after ? keyed.filter(({ key }) => compare(key, after) > 0) : keyed;
  const page = remaining.slice(0, limit);
  const hasNext = remaining.length > limit;
  const last = page[page.length - 1];
  return {
    hasNext,
    ...(hasNext && last ? { nextCursor: cursorOf(...last.key) } : {}),
    folders: page.flatMap(({ entry }) => ('folder' in entry ? [entry.folder] : [])),
    objects: page.flatMap(({ entry }) => ('object' in entry ? [entry.object] : [])),
  };
}
