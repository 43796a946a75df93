import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { ObjectPath } from './object-path';
import { StorageError } from './storage-error';

/**
 * Signed URL tokens, as hosted Storage makes them: a JWT naming "<bucket>/<name>" with an
 * expiry. The key is derived from the service role key, so URLs stay valid across restarts and
 * only this stack can mint them.
 */
function keyFor(serviceRoleKey: string): Uint8Array {
  return createHash('sha256').update(`aayra-storage-signed-urls:${serviceRoleKey}`).digest();
}

export function expiresInOf(value: unknown): number {
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new StorageError(400, 'InvalidRequest', 'expiresIn must be a positive whole number of seconds');
  }
  return seconds;
}

export async function signedUrlFor(path: ObjectPath, expiresIn: number, serviceRoleKey: string): Promise<string> {
  const url = `${path.bucket}/${path.name}`;
  const token = await new SignJWT({ url })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(keyFor(serviceRoleKey));
  // Unencoded, as hosted answers: supabase-js encodes the whole URL itself.
  return `/object/sign/${url}?token=${token}`;
}

export async function checkSignedUrl(path: ObjectPath, token: string | null, serviceRoleKey: string): Promise<void> {
  if (!token) throw new StorageError(400, 'InvalidJWT', 'Missing token', '400');
  let url: unknown;
  try {
    ({ payload: { url } } = await jwtVerify(token, keyFor(serviceRoleKey), { algorithms: ['HS256'] }));
  } catch (error) {
    const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
    throw new StorageError(400, 'InvalidJWT', expired ? 'jwt expired' : 'invalid signature', '400');
  }
  if (url !== `${path.bucket}/${path.name}`) {
    throw new StorageError(400, 'InvalidSignature', 'The url does not match the signature', '400');
  }
}

/** Signed upload URLs carry their own key, so a download link can never be used to upload. */
function uploadKeyFor(serviceRoleKey: string): Uint8Array {
  return createHash('sha256').update(`aayra-storage-signed-uploads:${serviceRoleKey}`).digest();
}

/** Storage's signed upload URLs last two hours. */
const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;

export interface SignedUpload {
  /** Who the upload is made for: the signer's user id, or null. */
  owner: string | null;
  upsert: boolean;
}

export async function signedUploadUrlFor(path: ObjectPath, upload: SignedUpload, serviceRoleKey: string): Promise<string> {
  const url = `${path.bucket}/${path.name}`;
  const token = await new SignJWT({ url, owner: upload.owner, upsert: upload.upsert })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + SIGNED_UPLOAD_SECONDS)
    .sign(uploadKeyFor(serviceRoleKey));
  return `/object/upload/sign/${url}?token=${token}`;
}

export async function checkSignedUpload(path: ObjectPath, token: string | null, serviceRoleKey: string): Promise<SignedUpload> {
  if (!token) throw new StorageError(400, 'InvalidJWT', 'Missing token', '400');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, uploadKeyFor(serviceRoleKey), { algorithms: ['HS256'] }));
  } catch (error) {
    const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
    throw new StorageError(400, 'InvalidJWT', expired ? 'jwt expired' : 'invalid signature', '400');
  }
  if (payload.url !== `${path.bucket}/${path.name}`) {
    throw new StorageError(400, 'InvalidSignature', 'The url does not match the signature', '400');
  }
  return { owner: typeof payload.owner === 'string' ? payload.owner : null, upsert: payload.upsert === true };
}
