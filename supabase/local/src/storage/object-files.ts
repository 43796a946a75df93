import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Queryable } from '../db/database';

/**
 * Where an object's bytes live: <storageDir>/<bucket>/<object id>/<etag>. The row in
 * storage.objects names the etag (metadata.eTag). A new upload's bytes are written beside the old
 * ones before the row's transaction commits, and the old ones are removed only after it: a crash
 * at any point leaves the row pointing at complete bytes.
 */
export function objectFile(storageDir: string, bucket: string, objectId: string, etag: string): string {
  return join(objectDir(storageDir, bucket, objectId), fileNameOf(etag));
}

function objectDir(storageDir: string, bucket: string, objectId: string): string {
  return join(storageDir, encodeURIComponent(bucket), objectId.replace(/[^A-Za-z0-9-]/g, '_'));
}

/** The md5 of the bytes, as Storage's metadata.eTag holds it: in double quotes. */
export function etagOf(bytes: Uint8Array): string {
  return `"${createHash('md5').update(bytes).digest('hex')}"`;
}

function fileNameOf(etag: string): string {
  return etag.replaceAll('"', '').replace(/[^A-Za-z0-9-]/g, '_');
}

/** Writes durably (fsync) under a temporary name, then renames into place. */
export async function writeObjectFile(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.part`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

export async function removeObjectFiles(storageDir: string, bucket: string, objectId: string): Promise<void> {
  await rm(objectDir(storageDir, bucket, objectId), { recursive: true, force: true });
}

/**
 * After an upload committed: every version of the object's bytes but the one its row names now
 * is stale (the row is read again, since another upload of the same object may have won).
 * Files still being written (.part) are left alone.
 */
export async function removeStaleVersions(db: Queryable, storageDir: string, bucket: string, objectId: string) {
  const { rows } = await db.query<{ etag: string | null }>(
    `select metadata ->> 'eTag' as etag from storage.objects where id::text = $1`,
    [objectId],
  );
  const current = rows[0]?.etag;
  const keep = current ? fileNameOf(current) : null;
  const dir = objectDir(storageDir, bucket, objectId);
  const names = await readdir(dir).catch(() => [] as string[]);
  const stale = names.filter((name) => name !== keep && !name.endsWith('.part'));
  await Promise.all(stale.map((name) => rm(join(dir, name), { force: true })));
}
