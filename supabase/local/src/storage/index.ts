import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../db/database';
import { sendJson } from '../server/send';
import { ANSWERED, createArea, notSupportedMessage, refuseUnknownRoutes, refuseUnsupported, type Area, type AreaContext } from '../server/area';
import { UNSUPPORTED_STORAGE } from './unsupported';
import type { ServerContext } from '../server/context';
import { findBucket } from './buckets';
import { findObject, sendObject } from './download';
import { readJsonBody } from './json-body';
import { listObjects } from './list';
import { parseObjectPath, type ObjectPath } from './object-path';
import { objectColumnsReader } from './objects-table';
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

/** Supabase Storage's error shape {statusCode, error, message}; a refusal by the database as Storage words it. */
function writeStorageError(res: ServerResponse, error: unknown): number {
  const answer = error instanceof StorageError ? error : (fromDatabaseError(error) ?? new StorageError(500, 'internal', 'Internal Server Error'));
  sendStorageError(res, answer);
  return answer.status;
}

/** The request's path after /storage/v1/ and the route's own prefix, still percent-encoded. */
function pathAfter(c: AreaContext, prefix: string): string {
  const path = (c.env.incoming.url ?? '/').split('?')[0]!.replace(/^\/storage\/v1\/+/, '');
  return path.slice(prefix.length);
}

/** /storage/v1: its route table, first match wins, as the paths overlap (object/sign/ is also object/). */
export function createStorageArea(ctx: ServerContext, log: (line: string) => void): Area {
  const storage = createArea({ name: 'storage', writeError: writeStorageError, log });
  refuseUnsupported(storage, UNSUPPORTED_STORAGE, ({ feature }) => new StorageError(501, 'not_implemented', notSupportedMessage(feature)));
  const objectColumns = objectColumnsReader(ctx.db);
  const answered = (work: (c: AreaContext) => Promise<void>) => async (c: AreaContext) => {
    await work(c);
    return ANSWERED;
  };
  storage.post('/object/list/*', answered(async (c) => {
    const { bucket } = parseObjectPath(pathAfter(c, 'object/list/'), { nameRequired: false });
    sendJson(c.env.outgoing, 200, await listObjects(bucket, await readJsonBody(c.env.incoming), await callerOf(c.env.incoming, ctx), ctx));
  }));
  storage.post('/object/sign/*', answered((c) => sign(c.env.incoming, c.env.outgoing, pathAfter(c, 'object/sign/'), ctx)));
  storage.get('/object/sign/*', answered((c) => downloadSigned(c.env.incoming, c.env.outgoing, parseObjectPath(pathAfter(c, 'object/sign/')), ctx)));
  storage.get('/object/public/*', answered((c) => downloadPublic(c.env.incoming, c.env.outgoing, parseObjectPath(pathAfter(c, 'object/public/')), ctx)));
  storage.get(
    '/object/authenticated/*',
    answered((c) => downloadAsCaller(c.env.incoming, c.env.outgoing, parseObjectPath(pathAfter(c, 'object/authenticated/')), ctx)),
  );
  storage.get('/object/*', answered((c) => downloadAsCaller(c.env.incoming, c.env.outgoing, parseObjectPath(pathAfter(c, 'object/')), ctx)));
  storage.on(['POST', 'PUT'], '/object/*', answered(async (c) => {
    const req = c.env.incoming;
    const upsert = String(req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
    const mode = req.method === 'PUT' ? 'update' : upsert ? 'upsert' : 'create';
    const caller = await callerOf(req, ctx);
    await uploadObject(req, c.env.outgoing, parseObjectPath(pathAfter(c, 'object/')), mode, caller, ctx, objectColumns);
  }));
  storage.delete('/object/*', answered(async (c) => {
    const req = c.env.incoming;
    const target = parseObjectPath(pathAfter(c, 'object/'), { nameRequired: false });
    const caller = await callerOf(req, ctx);
    const names = target.name ? [target.name] : (await readJsonBody(req)).prefixes;
    const removed = await removeObjects(target.bucket, names, caller, ctx);
    if (target.name && removed.length === 0) throw objectNotFound();
    sendJson(c.env.outgoing, 200, target.name ? { message: 'Successfully deleted' } : removed);
  }));
  return refuseUnknownRoutes(storage, (method, path) => new StorageError(404, 'not_found', `No storage route for ${method} ${path}`));
}
