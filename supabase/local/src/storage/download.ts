import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from '../db/database';
import { objectFile } from './object-files';
import type { ObjectPath } from './object-path';
import { objectNotFound } from './storage-error';

interface StoredObject {
  id: string;
  metadata: { eTag?: string; mimetype?: string; cacheControl?: string; lastModified?: string } | null;
}

/** The object's row as `db` may see it: run as the caller, row-level security decides. */
export async function findObject(db: Queryable, path: ObjectPath): Promise<StoredObject> {
  const { rows } = await db.query<{ object: StoredObject }>(
    `select json_build_object('id', id, 'metadata', metadata) as object
       from storage.objects where bucket_id = $1 and name = $2`,
    [path.bucket, path.name],
  );
  const object = rows[0]?.object;
  if (!object) throw objectNotFound();
  return object;
}

function fileNameFor(name: string): string {
  return name.split('/').pop() ?? name;
}

/** Streams the bytes; ?download (or ?download=<file name>) makes the browser save them. */
export async function sendObject(
  req: IncomingMessage,
  res: ServerResponse,
  storageDir: string,
  path: ObjectPath,
  object: StoredObject,
): Promise<void> {
  const etag = object.metadata?.eTag;
  if (!etag) throw objectNotFound();
  const file = objectFile(storageDir, path.bucket, object.id, etag);
  const size = await stat(file).then((s) => s.size, () => null);
  if (size === null) throw objectNotFound();
  const headers: Record<string, string | number> = {
    'Content-Type': object.metadata?.mimetype ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': object.metadata?.cacheControl ?? 'no-cache',
    ETag: etag,
  };
  if (object.metadata?.lastModified) headers['Last-Modified'] = new Date(object.metadata.lastModified).toUTCString();
  const download = new URL(req.url ?? '/', 'http://localhost').searchParams.get('download');
  if (download !== null) {
    const name = download || fileNameFor(path.name);
    headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
  }
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ETag: etag }).end();
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(file);
    stream.on('error', reject);
    res.on('close', resolve);
    stream.pipe(res);
  });
}
