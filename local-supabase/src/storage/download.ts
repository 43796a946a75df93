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

/**
 * Types a browser may show in place: pictures that cannot run script. The type is whatever the
 * uploader declared, so everything else (HTML, SVG, PDF, text...) is only ever saved, never shown
 * on the API's origin where its script would run with that origin's rights.
 */
const SHOWN_IN_PLACE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

function disposition(req: IncomingMessage, path: ObjectPath, contentType: string): string | null {
  const download = new URL(req.url ?? '/', 'http://localhost').searchParams.get('download');
  if (download === null && SHOWN_IN_PLACE.has(mediaType(contentType))) return null;
  const name = download || fileNameFor(path.name);
  return `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
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
  const contentType = object.metadata?.mimetype ?? 'application/octet-stream';
  const headers: Record<string, string | number> = {
    'Content-Type': contentType,
    'Content-Length': size,
    'Cache-Control': object.metadata?.cacheControl ?? 'no-cache',
    ETag: etag,
    // The declared type is the only one: a "picture" holding HTML is never read as a page.
    'X-Content-Type-Options': 'nosniff',
  };
  if (object.metadata?.lastModified) headers['Last-Modified'] = new Date(object.metadata.lastModified).toUTCString();
  const attachment = disposition(req, path, contentType);
  if (attachment) headers['Content-Disposition'] = attachment;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ETag: etag, 'X-Content-Type-Options': 'nosniff' }).end();
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
