import { createHash, randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
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
  // A bucket made in SQL is not checked by the API: "." or ".." must still not leave storageDir.
  const folder = encodeURIComponent(bucket).replace(/^\.{1,2}$/, (dots) => dots.replaceAll('.', '%2E'));
  return join(storageDir, folder, objectId.replace(/[^A-Za-z0-9-]/g, '_'));
}

/** The md5 of the bytes, as Storage's metadata.eTag holds it: in double quotes. */
export function etagOf(bytes: Uint8Array): string {
  return `"${createHash('md5').update(bytes).digest('hex')}"`;
}

function fileNameOf(etag: string): string {
  return etag.replaceAll('"', '').replace(/[^A-Za-z0-9-]/g, '_');
}

/**
 * Fills a temporary file beside `file`, makes it durable (fsync) and renames it into place, so a
 * crash never leaves half a file under its name, nor a committed row without its bytes.
 */
async function placeDurably(file: string, fill: (temporary: string) => Promise<void>): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.part`;
  await fill(temporary);
  const handle = await open(temporary, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

export async function writeObjectFile(file: string, bytes: Uint8Array): Promise<void> {
  await placeDurably(file, (temporary) => writeFile(temporary, bytes));
}

/** The bytes of one object version copied to another's place (a move across buckets, a copy). */
export async function copyObjectFile(from: string, to: string): Promise<void> {
  await placeDurably(to, (temporary) => copyFile(from, temporary));
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
