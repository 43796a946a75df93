import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../db/database';
import { sendJson } from '../server/send';
import { ANSWERED, createArea, notSupportedMessage, refuseUnknownRoutes, refuseUnsupported, type Area, type AreaContext } from '../server/area';
import { UNSUPPORTED_STORAGE } from './unsupported';
import type { ServerContext } from '../server/context';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './bucket-api';
import { findBucket } from './buckets';
import { findObject, sendObject } from './download';
import { readJsonBody } from './json-body';
import { listObjects } from './list';
import { listObjectsV2 } from './list-v2';
import { copyObject, moveObject } from './move-copy';
import { objectInfo } from './object-info';
import { parseObjectPath, type ObjectPath } from './object-path';
import { removeObjects } from './remove';
import { checkSignedUpload, checkSignedUrl, expiresInOf, signedUrlFor } from './signed-urls';
import { signedUploader, signUpload } from './signed-upload';
import { fromDatabaseError, objectNotFound, sendStorageError, StorageError } from './storage-error';
import { uploadObject } from './upload';

/**
 * Storage for the local stack (/storage/v1): Supabase Storage's API as supabase-js calls it
 * (buckets, objects, signed URLs; see unsupported.ts for what it lacks).
 * Bytes live under ctx.config.storageDir; rows in storage.objects are written and read as the
 * caller, so the buckets' row-level security policies decide who may do what.
 */
async function callerOf(req: IncomingMessage, ctx: ServerContext): Promise<Caller> {
  try {
    return await ctx.authenticate(req.headers);
  } catch (error) {
    // With no key and no token at all, Storage's JWT check has nothing to read, and says so.
    if ((error as { code?: unknown }).code === 'no_api_key') throw new StorageError(400, 'Unauthorized', 'Invalid Compact JWS', '403');
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
  if (typeof body.transform === 'object' && body.transform !== null && Object.keys(body.transform).length > 0) {
    throw new StorageError(501, 'not_implemented', notSupportedMessage('image transformations'));
  }
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

async function infoAsCaller(c: AreaContext, prefix: string, ctx: ServerContext) {
  const caller = await callerOf(c.env.incoming, ctx);
  sendJson(c.env.outgoing, 200, await objectInfo(ctx.readAsCaller(caller), parseObjectPath(pathAfter(c, prefix))));
}

function upsertRequested(req: IncomingMessage): boolean {
  return String(req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
}

/** The bucket named in /bucket/:id (Hono has already decoded it). */
function bucketIdOf(c: AreaContext): string {
  return c.req.param('id') ?? '';
}

/** The /bucket routes: storage-js's bucket API, each statement run as the caller. */
function addBucketRoutes(storage: Area, ctx: ServerContext, answered: (work: (c: AreaContext) => Promise<void>) => (c: AreaContext) => Promise<typeof ANSWERED>) {
  const reply = (work: (c: AreaContext, caller: Caller) => Promise<unknown>) =>
    answered(async (c) => {
      const caller = await callerOf(c.env.incoming, ctx);
      sendJson(c.env.outgoing, 200, await work(c, caller));
    });
  storage.get('/bucket', reply((c, caller) => listBuckets(new URL(c.req.url).searchParams, caller, ctx)));
  storage.get('/bucket/:id', reply((c, caller) => getBucket(bucketIdOf(c), caller, ctx)));
  storage.post('/bucket', reply(async (c, caller) => createBucket(await readJsonBody(c.env.incoming), caller, ctx)));
  storage.put('/bucket/:id', reply(async (c, caller) => updateBucket(bucketIdOf(c), await readJsonBody(c.env.incoming), caller, ctx)));
  storage.post('/bucket/:id/empty', reply((c, caller) => emptyBucket(bucketIdOf(c), caller, ctx)));
  storage.delete('/bucket/:id', reply((c, caller) => deleteBucket(bucketIdOf(c), caller, ctx)));
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
  const answered = (work: (c: AreaContext) => Promise<void>) => async (c: AreaContext) => {
    await work(c);
    return ANSWERED;
  };
  addBucketRoutes(storage, ctx, answered);
  storage.post('/object/move', answered(async (c) => {
    const caller = await callerOf(c.env.incoming, ctx);
    sendJson(c.env.outgoing, 200, await moveObject(await readJsonBody(c.env.incoming), caller, ctx));
  }));
  storage.post('/object/copy', answered(async (c) => {
    const caller = await callerOf(c.env.incoming, ctx);
    sendJson(c.env.outgoing, 200, await copyObject(await readJsonBody(c.env.incoming), upsertRequested(c.env.incoming), caller, ctx));
  }));
  storage.get('/object/info/public/*', answered(async (c) => {
    const path = parseObjectPath(pathAfter(c, 'object/info/public/'));
    if (!(await findBucket(ctx.db, path.bucket)).public) throw objectNotFound();
    sendJson(c.env.outgoing, 200, await objectInfo(ctx.db, path));
  }));
  storage.get('/object/info/authenticated/*', answered((c) => infoAsCaller(c, 'object/info/authenticated/', ctx)));
  storage.get('/object/info/*', answered((c) => infoAsCaller(c, 'object/info/', ctx)));
  storage.post('/object/list-v2/*', answered(async (c) => {
    const { bucket } = parseObjectPath(pathAfter(c, 'object/list-v2/'), { nameRequired: false });
    sendJson(c.env.outgoing, 200, await listObjectsV2(bucket, await readJsonBody(c.env.incoming), await callerOf(c.env.incoming, ctx), ctx));
  }));
  storage.post('/object/upload/sign/*', answered(async (c) => {
    const caller = await callerOf(c.env.incoming, ctx);
    const path = parseObjectPath(pathAfter(c, 'object/upload/sign/'));
    sendJson(c.env.outgoing, 200, await signUpload(path, upsertRequested(c.env.incoming), caller, ctx));
  }));
  storage.put('/object/upload/sign/*', answered(async (c) => {
    const path = parseObjectPath(pathAfter(c, 'object/upload/sign/'));
    const token = new URL(c.req.url).searchParams.get('token');
    const signed = await checkSignedUpload(path, token, ctx.config.serviceRoleKey);
    const mode = signed.upsert ? 'upsert' : 'create';
    await uploadObject(c.env.incoming, c.env.outgoing, path, mode, signedUploader(signed.owner), ctx);
  }));
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
    const mode = req.method === 'PUT' ? 'update' : upsertRequested(req) ? 'upsert' : 'create';
    const caller = await callerOf(req, ctx);
    await uploadObject(req, c.env.outgoing, parseObjectPath(pathAfter(c, 'object/')), mode, caller, ctx);
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
