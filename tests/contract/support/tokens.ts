import { createHmac, createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A JWT signed with any ES256 key: the stack's own (read from its key file) or a stranger's. */
export function es256Token(key: KeyObject, claims: Record<string, unknown>, kid = 'any'): string {
  const head = `${b64({ alg: 'ES256', typ: 'JWT', kid })}.${b64(claims)}`;
  return `${head}.${sign('sha256', Buffer.from(head), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

export function stackKey(keyFile: string): { key: KeyObject; kid: string } {
  const jwk = JSON.parse(readFileSync(keyFile, 'utf8')) as { kid: string };
  return { key: createPrivateKey({ key: jwk, format: 'jwk' } as never), kid: jwk.kid };
}

export const strangerKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;

export function hs256Token(secret: string, claims: Record<string, unknown>): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export function unsignedToken(claims: Record<string, unknown>): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
}

/** The same token with its payload swapped and the old signature kept. */
export function tamperedToken(token: string, claims: Record<string, unknown>): string {
  const [head, , signature] = token.split('.');
  return `${head}.${b64(claims)}.${signature}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
