import type { Caller } from '../db/database';
import type { ServerContext } from '../server/context';
import { removeObjectFiles } from './object-files';
import { bucketNotFound, StorageError } from './storage-error';
import { ownerOf } from './object-owner';

/**
 * The bucket API (/bucket): list, get, create, update, empty and delete buckets. Every statement
 * runs as the caller, so row-level security on storage.buckets decides who may manage buckets,
 * as on hosted Storage: the service role may, a learner may not unless a policy says so.
 */

const BUCKET_COLUMNS = `id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at`;
const SORTABLE = new Set(['id', 'name', 'created_at', 'updated_at']);
const UNITS: Record<string, number> = { b: 1, kb: 1000, mb: 1000 ** 2, gb: 1000 ** 3 };

/** "20mb", "1kb" or a number of bytes, as Storage reads a bucket's file_size_limit (powers of 1000). */
export function fileSizeLimitOf(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value) : null;
  if (!match) throw new StorageError(400, 'InvalidRequest', 'file_size_limit must be a number of bytes or a size such as "20mb"');
  return Math.round(Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]!);
}

function mimeTypesOf(value: unknown): string[] | null {
  if (value === null) return null;
  if (!Array.isArray(value) || !value.every((type) => typeof type === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(type))) {
    throw new StorageError(400, 'InvalidRequest', 'allowed_mime_types must be a list of media types such as "image/png"');
  }
  return value as string[];
}

/** The bucket's settings a create or update names; an absent field is left as it is. */
function settingsOf(body: Record<string, unknown>): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  if (body.public !== undefined) {
    if (typeof body.public !== 'boolean') throw new StorageError(400, 'InvalidRequest', 'public must be true or false');
    settings.public = body.public;
  }
  if (body.file_size_limit !== undefined) settings.file_size_limit = fileSizeLimitOf(body.file_size_limit);
  if (body.allowed_mime_types !== undefined) settings.allowed_mime_types = mimeTypesOf(body.allowed_mime_types);
  return settings;
}

type BucketRow = Record<string, unknown> & { created_at: string; updated_at: string };

/** Dates as Storage answers them: JavaScript's ISO form, in UTC to the millisecond. */
function answered(bucket: BucketRow): BucketRow {
  return { ...bucket, created_at: new Date(bucket.created_at).toISOString(), updated_at: new Date(bucket.updated_at).toISOString() };
}

export function bucketIdOf(value: unknown): string {
  // Storage's rule: a bucket's name is a single path segment of safe characters; "." and ".."
  // would name the folder itself or its parent, so a bucket's files would land outside storage.
  if (typeof value !== 'string' || !/^[\w!\-.*'() &$@=;:+,?]{1,100}$/.test(value) || value === '.' || value === '..') {
    throw new StorageError(400, 'Invalid Input', 'Bucket name invalid');
  }
  return value;
}

// allowed_mime_types goes as JSON text, so no driver has to guess a text[] parameter.
function placeholderOf(column: string, position: number): string {
  return column === 'allowed_mime_types' ? `array(select jsonb_array_elements_text($${position}::jsonb))` : `$${position}`;
}

function paramOf(column: string, value: unknown): unknown {
  return column === 'allowed_mime_types' && value !== null ? JSON.stringify(value) : value;
}

export async function listBuckets(query: URLSearchParams, caller: Caller, ctx: ServerContext) {
  const column = query.get('sortColumn') ?? 'name';
  if (!SORTABLE.has(column)) throw new StorageError(400, 'InvalidRequest', `sortColumn must be one of ${[...SORTABLE].join(', ')}`);
  const order = query.get('sortOrder') === 'desc' ? 'desc' : 'asc';
  const limit = query.get('limit');
  const offset = query.get('offset');
  for (const number of [limit, offset]) {
    if (number !== null && !/^\d+$/.test(number)) throw new StorageError(400, 'InvalidRequest', 'limit and offset are whole numbers');
  }
  return ctx.runAsCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ buckets: BucketRow[] }>(
      `select coalesce(json_agg(b order by ${column} ${order}), '[]') as buckets from (
         select ${BUCKET_COLUMNS} from storage.buckets
          where $1::text is null or name ilike '%' || $1 || '%'
          order by ${column} ${order} limit $2::bigint offset $3::bigint) b`,
      [query.get('search') || null, limit, offset ?? 0],
    );
    return (rows[0]?.buckets ?? []).map(answered);
  });
}

export async function getBucket(id: string, caller: Caller, ctx: ServerContext) {
  const bucket = await ctx.runAsCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ bucket: BucketRow | null }>(
      `select row_to_json(b) as bucket from (select ${BUCKET_COLUMNS} from storage.buckets where id = $1) b`,
      [id],
    );
    return rows[0]?.bucket;
  });
  if (!bucket) throw bucketNotFound();
  return answered(bucket);
}

export async function createBucket(body: Record<string, unknown>, caller: Caller, ctx: ServerContext) {
  const id = bucketIdOf(body.id ?? body.name);
  const settings = settingsOf(body);
  const values: Record<string, unknown> = { id, name: typeof body.name === 'string' ? body.name : id, ...settings };
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  const owner = ownerOf(caller);
  if (owner) values.owner = owner;
  if (sub) values.owner_id = sub;
  const names = Object.keys(values);
  const placeholders = names.map((name, index) => placeholderOf(name, index + 1));
  const params = names.map((name) => paramOf(name, values[name]));
  // No RETURNING: a caller may be allowed to create a bucket without a policy to read it back.
  await ctx.runAsCaller(caller, (tx) => tx.query(`insert into storage.buckets (${names.join(', ')}) values (${placeholders.join(', ')})`, params));
  return { name: id };
}

export async function updateBucket(id: string, body: Record<string, unknown>, caller: Caller, ctx: ServerContext) {
  const settings = settingsOf(body);
  const names = Object.keys(settings);
  const assignments = names.map((name, index) => `${name} = ${placeholderOf(name, index + 2)}`);
  const params = names.map((name) => paramOf(name, settings[name]));
  const updated = await ctx.runAsCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `update storage.buckets set ${[...assignments, 'updated_at = now()'].join(', ')} where id = $1 returning id`,
      [id, ...params],
    );
    return rows.length;
  });
  if (updated === 0) throw bucketNotFound();
  return { message: 'Successfully updated' };
}

/** Removes every object of the bucket the caller may remove (its policies decide), then their bytes. */
export async function emptyBucket(id: string, caller: Caller, ctx: ServerContext) {
  await getBucket(id, caller, ctx);
  const removed = await ctx.runAsCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(`delete from storage.objects where bucket_id = $1 returning id::text`, [id]);
    return rows.map((row) => row.id);
  });
  await Promise.all(removed.map((objectId) => removeObjectFiles(ctx.config.storageDir, id, objectId)));
  // Hosted Storage empties a bucket in the background and says so; here it is already done.
  return { message: 'Empty bucket has been queued. Completion may take up to an hour.' };
}

export async function deleteBucket(id: string, caller: Caller, ctx: ServerContext) {
  const deleted = await ctx
    .runAsCaller(caller, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(`delete from storage.buckets where id = $1 returning id`, [id]);
      return rows.length;
    })
    .catch((error: unknown) => {
      // The objects' foreign key: a bucket holding objects stays.
      if ((error as { code?: unknown }).code === '23503') {
        throw new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
      }
      throw error;
    });
  if (deleted === 0) throw bucketNotFound();
  return { message: 'Successfully deleted' };
}
