import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../db/database';
import { sendJson } from '../server/send';
import type { AreaHandler, ServerContext } from '../server/context';
import { findBucket } from './buckets';
import { findObject, sendObject } from './download';
import { readJsonBody } from './json-body';
import { listObjects } from './list';
import { parseObjectPath, type ObjectPath } from './object-path';
import { removeObjects } from './remove';
import { checkSignedUrl, expiresInOf, signedUrlFor } from './signed-urls';
import { fromDatabaseError, objectNotFound, sendStorageError, StorageError } from './storage-error';
import { uploadObject } from './upload';

/**
 * Storage for the local stack (/storage/v1): the part of Supabase Storage's API the app uses.
 * Bytes live under ctx.config.storageDir; rows in storage.objects are written and read as the
 * caller, so the buckets' row-level security policies decide who may do what.
 */
async function callerOf(req: IncomingMessage, ctx: ServerContext): Promise<Caller> {
  try {
    return await ctx.authenticate(req.headers);
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Invalid JWT';
    throw new StorageError(400, 'Unauthorized', message, '403');
  }
}

async function downloadAsCaller(req: IncomingMessage, res: ServerResponse, path: ObjectPath, ctx: ServerContext) {
  const caller = await callerOf(req, ctx);
  const object = await findObject(ctx.readAsCaller(caller), path);
  await sendObject(req, res, ctx.config.storageDir, path, object);
}

async function downloadPublic(req: IncomingMessage, res: ServerResponse, path: ObjectPath, ctx: ServerContext) {
  const bucket = await findBucket(ctx.db, path.bucket);
  // A private bucket answers as if the object did not exist, as hosted does.
  if (!bucket.public) throw objectNotFound();
  await sendObject(req, res, ctx.config.storageDir, path, await findObject(ctx.db, path));
}

async function downloadSigned(req: IncomingMessage, res: ServerResponse, path: ObjectPath, ctx: ServerContext) {
  const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('token');
  await checkSignedUrl(path, token, ctx.config.serviceRoleKey);
  await sendObject(req, res, ctx.config.storageDir, path, await findObject(ctx.db, path));
}

async function sign(req: IncomingMessage, res: ServerResponse, encodedPath: string, ctx: ServerContext) {
  const caller = await callerOf(req, ctx);
  const body = await readJsonBody(req);
  const expiresIn = expiresInOf(body.expiresIn);
  const target = parseObjectPath(encodedPath, { nameRequired: false });
  if (target.name) {
    await findObject(ctx.readAsCaller(caller), target);
    sendJson(res, 200, { signedURL: await signedUrlFor(target, expiresIn, ctx.config.serviceRoleKey) });
    return;
  }
  if (!Array.isArray(body.paths) || !body.paths.every((p) => typeof p === 'string')) {
    throw new StorageError(400, 'InvalidRequest', 'paths must be an array of object names');
  }
  const results = [];
  for (const name of body.paths as string[]) {
    const path = { bucket: target.bucket, name };
    const visible = await findObject(ctx.readAsCaller(caller), path).then(() => true, () => false);
    results.push({
      error: visible ? null : 'Either the object does not exist or you do not have access to it',
      path: name,
      signedURL: visible ? await signedUrlFor(path, expiresIn, ctx.config.serviceRoleKey) : null,
    });
  }
  sendJson(res, 200, results);
}

async function route(req: IncomingMessage, res: ServerResponse, subpath: string, ctx: ServerContext) {
  const path = (subpath.split('?')[0] ?? '').replace(/^\/+/, '');
  const method = req.method ?? 'GET';
  const reading = method === 'GET' || method === 'HEAD';
  const within = (prefix: string) => (path.startsWith(prefix) ? path.slice(prefix.length) : null);

  const listed = within('object/list/');
  if (listed !== null && method === 'POST') {
    const { bucket } = parseObjectPath(listed, { nameRequired: false });
    sendJson(res, 200, await listObjects(bucket, await readJsonBody(req), await callerOf(req, ctx), ctx));
    return;
  }
  const signed = within('object/sign/');
  if (signed !== null && method === 'POST') return sign(req, res, signed, ctx);
  if (signed !== null && reading) return downloadSigned(req, res, parseObjectPath(signed), ctx);
  const publicPath = within('object/public/');
  if (publicPath !== null && reading) return downloadPublic(req, res, parseObjectPath(publicPath), ctx);
  const authenticated = within('object/authenticated/');
  if (authenticated !== null && reading) return downloadAsCaller(req, res, parseObjectPath(authenticated), ctx);

  const objectPath = within('object/');
  if (objectPath !== null) {
    if (reading) return downloadAsCaller(req, res, parseObjectPath(objectPath), ctx);
    if (method === 'POST' || method === 'PUT') {
      const upsert = String(req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
      const mode = method === 'PUT' ? 'update' : upsert ? 'upsert' : 'create';
      const caller = await callerOf(req, ctx);
      return uploadObject(req, res, parseObjectPath(objectPath), mode, caller, ctx);
    }
    if (method === 'DELETE') {
      const target = parseObjectPath(objectPath, { nameRequired: false });
      const caller = await callerOf(req, ctx);
      const names = target.name ? [target.name] : (await readJsonBody(req)).prefixes;
      const removed = await removeObjects(target.bucket, names, caller, ctx);
      if (target.name && removed.length === 0) throw objectNotFound();
      sendJson(res, 200, target.name ? { message: 'Successfully deleted' } : removed);
      return;
    }
  }
  throw new StorageError(404, 'not_found', `No storage route for ${method} /${path}`);
}

export const handler: AreaHandler = async (req, res, subpath, ctx) => {
  try {
    await route(req, res, subpath, ctx);
  } catch (error) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof StorageError) {
      sendStorageError(res, error);
      return;
    }
    const refused = fromDatabaseError(error);
    if (refused) {
      sendStorageError(res, refused);
      return;
    }
    console.error('[storage]', error);
    sendStorageError(res, new StorageError(500, 'internal', 'Internal Server Error'));
  }
};
