import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { ObjectPath } from './object-path';
import { StorageError } from './storage-error';

/**
 * Signed URL tokens, as hosted Storage makes them: a JWT naming "<bucket>/<name>" with an
 * expiry. The key is derived from the service role key, so URLs stay valid across restarts and
 * only this stack can mint them; and from the token's purpose, so a download link can never be
 * used to upload, nor an upload link to download.
 */
type Purpose = 'signed-urls' | 'signed-uploads';

function keyFor(purpose: Purpose, serviceRoleKey: string): Uint8Array {
  return createHash('sha256').update(`aayra-storage-${purpose}:${serviceRoleKey}`).digest();
}

function urlOf(path: ObjectPath): string {
  return `${path.bucket}/${path.name}`;
}

async function signToken(purpose: Purpose, path: ObjectPath, claims: Record<string, unknown>, expiresIn: number, serviceRoleKey: string) {
  return new SignJWT({ url: urlOf(path), ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(keyFor(purpose, serviceRoleKey));
}

/** The token's claims, once it is shown to be this stack's, for this purpose and this object. */
async function verifyToken(purpose: Purpose, path: ObjectPath, token: string | null, serviceRoleKey: string) {
  if (!token) throw new StorageError(400, 'InvalidJWT', 'Missing token', '400');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keyFor(purpose, serviceRoleKey), { algorithms: ['HS256'] }));
  } catch (error) {
    const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
    throw new StorageError(400, 'InvalidJWT', expired ? 'jwt expired' : 'invalid signature', '400');
  }
  if (payload.url !== urlOf(path)) {
    throw new StorageError(400, 'InvalidSignature', 'The url does not match the signature', '400');
  }
  return payload;
}

export function expiresInOf(value: unknown): number {
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new StorageError(400, 'InvalidRequest', 'expiresIn must be a positive whole number of seconds');
  }
  return seconds;
}

export async function signedUrlFor(path: ObjectPath, expiresIn: number, serviceRoleKey: string): Promise<string> {
  const token = await signToken('signed-urls', path, {}, expiresIn, serviceRoleKey);
  // Unencoded, as hosted answers: supabase-js encodes the whole URL itself.
  return `/object/sign/${urlOf(path)}?token=${token}`;
}

export async function checkSignedUrl(path: ObjectPath, token: string | null, serviceRoleKey: string): Promise<void> {
  await verifyToken('signed-urls', path, token, serviceRoleKey);
}

/** Storage's signed upload URLs last two hours. */
const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;

export interface SignedUpload {
  /** Who the upload is made for: the signer's user id, or null. */
  owner: string | null;
  upsert: boolean;
}

export async function signedUploadUrlFor(path: ObjectPath, upload: SignedUpload, serviceRoleKey: string): Promise<string> {
  const token = await signToken('signed-uploads', path, { owner: upload.owner, upsert: upload.upsert }, SIGNED_UPLOAD_SECONDS, serviceRoleKey);
  return `/object/upload/sign/${urlOf(path)}?token=${token}`;
}

export async function checkSignedUpload(path: ObjectPath, token: string | null, serviceRoleKey: string): Promise<SignedUpload> {
  const payload = await verifyToken('signed-uploads', path, token, serviceRoleKey);
  return { owner: typeof payload.owner === 'string' ? payload.owner : null, upsert: payload.upsert === true };
}
