import type { Queryable } from '../db/database';
import { bucketNotFound, StorageError } from './storage-error';

export interface Bucket {
  id: string;
  public: boolean;
  /** Bytes; null for no limit of the bucket's own. */
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/**
 * Buckets are read with the stack's own rights: as on hosted Storage, a bucket's settings are
 * not the caller's to see or hide; the objects' row-level security decides access.
 */
export async function findBucket(db: Queryable, id: string): Promise<Bucket> {
  const { rows } = await db.query<{ bucket: Bucket | null }>(
    `select json_build_object('id', id, 'public', public, 'file_size_limit', file_size_limit,
            'allowed_mime_types', allowed_mime_types) as bucket
       from storage.buckets where id = $1`,
    [id],
  );
  const bucket = rows[0]?.bucket;
  if (!bucket) throw bucketNotFound();
  return bucket;
}

/** The bucket's own limit, never above the project's ([storage] file_size_limit of config.toml). */
export function sizeLimitOf(bucket: Bucket, projectLimit: number): number {
  return Math.min(bucket.file_size_limit ?? projectLimit, projectLimit);
}

export function tooLarge(): StorageError {
  return new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
}

/** allowed_mime_types entries may end in a wildcard ("image/*"). */
export function checkMimeType(bucket: Bucket, contentType: string): void {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const accepted = allowed.some((pattern) => {
    const wanted = pattern.toLowerCase();
    return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
  });
  if (!accepted) {
    throw new StorageError(400, 'invalid_mime_type', `mime type ${type || 'unknown'} is not supported`, '415');
  }
}
