import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../db/database';
import { sendJson } from '../server/send';
import type { ServerContext } from '../server/context';
import { checkMimeType, findBucket, sizeLimitOf } from './buckets';
import { etagOf, objectFile, removeStaleVersions, writeObjectFile } from './object-files';
import type { ObjectPath } from './object-path';
import type { ObjectColumns } from './objects-table';
import { objectNotFound } from './storage-error';
import { readUpload, type UploadedFile } from './upload-body';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ownerOf(caller: Caller): string | null {
  const sub = caller.claims.sub;
  return typeof sub === 'string' && UUID.test(sub) ? sub : null;
}

function metadataOf(file: UploadedFile, etag: string): Record<string, unknown> {
  return {
    eTag: etag,
    size: file.bytes.length,
    mimetype: file.contentType,
    cacheControl: `max-age=${file.cacheControl}`,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  };
}

export type UploadMode = 'create' | 'upsert' | 'update';

/**
 * POST (create, or upsert with x-upsert: true) and PUT (update) /object/<bucket>/<name>. The
 * row is written as the caller, so the bucket's policies on storage.objects decide (a learner's
 * own folder); the bytes are written before that row commits.
 */
export async function uploadObject(
  req: IncomingMessage,
  res: ServerResponse,
  path: ObjectPath,
  mode: UploadMode,
  caller: Caller,
  ctx: ServerContext,
  objectColumns: () => Promise<ObjectColumns>,
): Promise<void> {
  const bucket = await findBucket(ctx.db, path.bucket);
  const file = await readUpload(req, sizeLimitOf(bucket));
  checkMimeType(bucket, file.contentType);
  const columns = await objectColumns();
  const etag = etagOf(file.bytes);
  const owner = ownerOf(caller);
  const values: Record<string, unknown> = {
    bucket_id: path.bucket,
    name: path.name,
    metadata: JSON.stringify(metadataOf(file, etag)),
  };
  if (columns.owner) values.owner = owner;
  if (columns.ownerId) values.owner_id = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  if (columns.userMetadata) values.user_metadata = file.userMetadata ? JSON.stringify(file.userMetadata) : null;
  // Each upload is a new version of the object, as Storage names them.
  if (columns.version) values.version = randomUUID();

  const names = Object.keys(values);
  const params = Object.values(values);
  const placeholders = names.map((_, index) => `$${index + 1}`);
  // bucket_id and name ($1, $2) find the row; the other columns are what an upload replaces.
  const replaced = names.slice(2);
  const objectId = await ctx.runAsCaller(caller, async (tx) => {
    let id: string | undefined;
    if (mode === 'update') {
      const { rows } = await tx.query<{ id: string }>(
        `update storage.objects set ${replaced.map((n) => `${n} = $${names.indexOf(n) + 1}`).join(', ')}, updated_at = now()
          where bucket_id = $1 and name = $2 returning id::text`,
        params,
      );
      id = rows[0]?.id;
    } else if (mode === 'upsert') {
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (${names.join(', ')}) values (${placeholders.join(', ')})
         on conflict (bucket_id, name) do update
           set ${replaced.map((n) => `${n} = excluded.${n}`).join(', ')}, updated_at = now()
         returning id::text`,
        params,
      );
      id = rows[0]?.id;
    } else {
      // No RETURNING: a learner may be allowed to add a file without a policy to read it back.
      id = randomUUID();
      await tx.query(
        `insert into storage.objects (id, ${names.join(', ')}) values ($${names.length + 1}, ${placeholders.join(', ')})`,
        [...params, id],
      );
    }
    if (!id) throw objectNotFound();
    await writeObjectFile(objectFile(ctx.config.storageDir, path.bucket, id, etag), file.bytes);
    return id;
  });
  await removeStaleVersions(ctx.db, ctx.config.storageDir, path.bucket, objectId);
  sendJson(res, 200, { Id: objectId, Key: `${path.bucket}/${path.name}` });
}
