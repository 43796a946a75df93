import type { Queryable } from '../db/database';
import type { ObjectPath } from './object-path';
import { objectNotFound } from './storage-error';

/**
 * GET /object/info/<bucket>/<name>: what Storage knows of an object, without its bytes, as `db`
 * may see it (the caller's policies decide, or the stack's own rights for a public bucket). The
 * uploader's own metadata is `metadata`; size, type and etag come from the upload.
 */
export async function objectInfo(db: Queryable, path: ObjectPath): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ info: Record<string, unknown> }>(
    `select json_build_object(
              'id', id, 'name', name, 'version', version, 'bucket_id', bucket_id,
              'size', (metadata ->> 'size')::bigint, 'content_type', metadata ->> 'mimetype',
              'cache_control', metadata ->> 'cacheControl', 'etag', metadata ->> 'eTag',
              'last_modified', coalesce(metadata ->> 'lastModified', to_json(updated_at) #>> '{}'),
              'created_at', created_at, 'metadata', coalesce(user_metadata, '{}'::jsonb)) as info
       from storage.objects where bucket_id = $1 and name = $2`,
    [path.bucket, path.name],
  );
  const info = rows[0]?.info;
  if (!info) throw objectNotFound();
  return info;
}
