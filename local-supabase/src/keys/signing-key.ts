import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as published at /auth/v1/.well-known/jwks.json */
  publicJwk: JWK;
}

/**
 * The stack's one ES256 key, made on first start and kept in a file, so tokens and the anon key
 * stay valid across restarts. Asymmetric, as hosted Supabase's new signing keys: anyone can verify
 * with the JWKS, only the stack can sign.
 */
export async function loadSigningKey(file: string): Promise<SigningKey> {
  let privateJwk: JWK;
  try {
    privateJwk = JSON.parse(await readFile(file, 'utf8')) as JWK;
  } catch {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    privateJwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'ES256', use: 'sig' };
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(privateJwk), { mode: 0o600 });
  }
  const kid = privateJwk.kid ?? 'local';
  const { d: _secret, ...publicJwk } = privateJwk;
  return {
    kid,
    privateKey: (await importJWK(privateJwk, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(publicJwk, 'ES256')) as CryptoKey,
    publicJwk: { ...publicJwk, key_ops: ['verify'] },
  };
}
