import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../db/database';
import { sendJson } from '../server/send';
import type { ServerContext } from '../server/context';
import { checkMimeType, findBucket, sizeLimitOf } from './buckets';
import { etagOf, objectFile, removeStaleVersions, writeObjectFile } from './object-files';
import type { ObjectPath } from './object-path';
import { ownerOf } from './object-owner';
import { objectNotFound } from './storage-error';
import { readUpload, type UploadedFile } from './upload-body';

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

/**
 * The row an upload writes for the caller, bucket_id and name first. Without the file (when an
 * upload is signed, before any bytes exist) its metadata is empty: the rest is the row the upload
 * will write, so the policies judge the same owner, owner_id and user_metadata.
 */
export function objectRowOf(path: ObjectPath, caller: Caller, upload?: { file: UploadedFile; etag: string }): Record<string, unknown> {
  const sub = caller.claims.sub;
  return {
    bucket_id: path.bucket,
    name: path.name,
    metadata: JSON.stringify(upload ? metadataOf(upload.file, upload.etag) : {}),
    owner: ownerOf(caller),
    owner_id: typeof sub === 'string' ? sub : null,
    user_metadata: upload?.file.userMetadata ? JSON.stringify(upload.file.userMetadata) : null,
    // Each upload is a new version of the object, as Storage names them.
    version: randomUUID(),
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
): Promise<void> {
  const bucket = await findBucket(ctx.db, path.bucket);
  const file = await readUpload(req, sizeLimitOf(bucket, ctx.config.fileSizeLimit));
  checkMimeType(bucket, file.contentType);
  const etag = etagOf(file.bytes);
  const values = objectRowOf(path, caller, { file, etag });
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
