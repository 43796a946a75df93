import { randomUUID } from 'node:crypto';
import type { Caller } from '../db/database';
import type { ServerContext } from '../server/context';
import { checkMimeType, findBucket, sizeLimitOf, tooLarge, type Bucket } from './buckets';
import { copyObjectFile, objectFile, removeObjectFiles, removeStaleVersions } from './object-files';
import { parseObjectPath, type ObjectPath } from './object-path';
import { ownerOf } from './object-owner';
import { objectNotFound, StorageError } from './storage-error';

interface Transfer {
  from: ObjectPath;
  to: ObjectPath;
}

/** {bucketId, sourceKey, destinationKey, destinationBucket?}, as supabase-js sends a move or copy. */
function transferOf(body: Record<string, unknown>): Transfer {
  const text = (value: unknown, field: string) => {
    if (typeof value !== 'string' || !value) throw new StorageError(400, 'InvalidRequest', `${field} is required`);
    return value;
  };
  const bucket = text(body.bucketId, 'bucketId');
  const destinationBucket = body.destinationBucket === undefined || body.destinationBucket === null ? bucket : text(body.destinationBucket, 'destinationBucket');
  const path = (bucketId: string, key: string) => parseObjectPath(`${encodeURIComponent(bucketId)}/${key.split('/').map(encodeURIComponent).join('/')}`);
  return {
    from: path(bucket, text(body.sourceKey, 'sourceKey')),
    to: path(destinationBucket, text(body.destinationKey, 'destinationKey')),
  };
}

async function copyBytes(storageDir: string, from: { bucket: string; id: string }, to: { bucket: string; id: string }, etag: string) {
  await copyObjectFile(objectFile(storageDir, from.bucket, from.id, etag), objectFile(storageDir, to.bucket, to.id, etag)).catch((error: unknown) => {
    // No bytes where the row says: as missing as the object itself.
    throw (error as { code?: unknown }).code === 'ENOENT' ? objectNotFound() : error;
  });
}

/**
 * An object moved or copied into another bucket must meet that bucket's own rules, as an upload
 * there would: its size limit and allowed types (a private PDF never becomes a public "picture").
 */
function checkFits(bucket: Bucket, metadata: { size?: unknown; mimetype?: unknown } | null, projectLimit: number) {
  if (Number(metadata?.size ?? 0) > sizeLimitOf(bucket, projectLimit)) throw tooLarge();
  checkMimeType(bucket, typeof metadata?.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream');
}

/**
 * POST /object/move: renames the object's row (within its bucket or into another) as the caller,
 * so the policies decide (update on the old row, and the new one must pass its checks); its bytes
 * follow it when the bucket changes.
 */
export async function moveObject(body: Record<string, unknown>, caller: Caller, ctx: ServerContext) {
  const { from, to } = transferOf(body);
  const destination = await findBucket(ctx.db, to.bucket);
  const moved = await ctx.runAsCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ id: string; etag: string | null; metadata: Record<string, unknown> | null }>(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
        where bucket_id = $1 and name = $2 returning id::text, metadata ->> 'eTag' as etag, metadata`,
      [from.bucket, from.name, to.bucket, to.name],
    );
    const row = rows[0];
    if (!row) throw objectNotFound();
    checkFits(destination, row.metadata, ctx.config.fileSizeLimit);
    if (from.bucket !== to.bucket && row.etag) {
      await copyBytes(ctx.config.storageDir, { bucket: from.bucket, id: row.id }, { bucket: to.bucket, id: row.id }, row.etag);
    }
    return row;
  });
  if (from.bucket !== to.bucket) await removeObjectFiles(ctx.config.storageDir, from.bucket, moved.id);
  return { message: 'Successfully moved' };
}

/**
 * POST /object/copy: a new object with the source's bytes and metadata, read and written as the
 * caller (select on the source, insert of the copy); x-upsert replaces an existing copy.
 */
export async function copyObject(body: Record<string, unknown>, upsert: boolean, caller: Caller, ctx: ServerContext) {
  const { from, to } = transferOf(body);
  const destination = await findBucket(ctx.db, to.bucket);
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  const owner = ownerOf(caller);
  const copied = await ctx.runAsCaller(caller, async (tx) => {
    const { rows: sources } = await tx.query<{
      id: string;
      etag: string | null;
      metadata: Record<string, unknown> | null;
      user_metadata: Record<string, unknown> | null;
    }>(
      `select id::text, metadata ->> 'eTag' as etag, metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2`,
      [from.bucket, from.name],
    );
    const source = sources[0];
    if (!source?.etag) throw objectNotFound();
    checkFits(destination, source.metadata, ctx.config.fileSizeLimit);
    // The copy carries the metadata already read, as JSON text so no driver has to guess jsonb.
    const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));
    const values = `values ($1::uuid, $2, $3, $4::uuid, $5, $6::jsonb, $7::jsonb, $8)`;
    const params = [randomUUID(), to.bucket, to.name, owner, sub, json(source.metadata), json(source.user_metadata), randomUUID()];
    const columns = `(id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)`;
    let copyId = params[0] as string;
    if (upsert) {
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects ${columns} ${values}
         on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata,
           owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version, updated_at = now()
         returning id::text`,
        params,
      );
      copyId = rows[0]?.id ?? copyId;
    } else {
      // No RETURNING: a caller may be allowed to add the copy without a policy to read it back.
      await tx.query(`insert into storage.objects ${columns} ${values}`, params);
    }
    await copyBytes(ctx.config.storageDir, { bucket: from.bucket, id: source.id }, { bucket: to.bucket, id: copyId }, source.etag);
    return copyId;
  });
  if (upsert) await removeStaleVersions(ctx.db, ctx.config.storageDir, to.bucket, copied);
  return { Id: copied, Key: `${to.bucket}/${to.name}` };
}
