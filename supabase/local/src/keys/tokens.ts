import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Caller } from '../db/database';
import { HttpError } from '../server/http-error';
import type { SigningKey } from './signing-key';

const ROLES = new Set<Caller['role']>(['anon', 'authenticated', 'service_role']);
// Verifying ES256 costs far more than a map lookup; every request re-sends the same few tokens.
const VERIFIED_CACHE_LIMIT = 2000;

export interface TokenService {
  issuer: string;
  sign(claims: JWTPayload, expiresInSeconds: number, issuer?: string): Promise<string>;
  /** Verified claims of a token; throws a 401 HttpError (code bad_jwt) otherwise. */
  verify(token: string): Promise<Record<string, unknown>>;
  callerOf(token: string): Promise<Caller>;
}

export function createTokenService(key: SigningKey, issuer: string): TokenService {
  const verified = new Map<string, Record<string, unknown>>();

  async function verify(token: string): Promise<Record<string, unknown>> {
    const cached = verified.get(token);
    if (cached && Number(cached.exp) * 1000 > Date.now()) return cached;
    try {
      // Only our own ES256 key: alg none, HS256 with any secret and other keys all fail here.
      const { payload } = await jwtVerify(token, key.publicKey, { algorithms: ['ES256'] });
      if (typeof payload.exp !== 'number') throw new HttpError(401, 'bad_jwt', 'JWT has no expiry');
      if (verified.size >= VERIFIED_CACHE_LIMIT) verified.clear();
      verified.set(token, payload as Record<string, unknown>);
      return payload as Record<string, unknown>;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof errors.JWTExpired) throw new HttpError(401, 'bad_jwt', 'JWT expired');
      throw new HttpError(401, 'bad_jwt', 'Invalid JWT', (error as Error).message);
    }
  }

  return {
    issuer,
    sign: (claims, expiresInSeconds, ownIssuer = issuer) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
        .setIssuer(ownIssuer)
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(key.privateKey);
    },
    verify,
    callerOf: async (token) => {
      const claims = await verify(token);
      const role = claims.role as Caller['role'];
      if (!ROLES.has(role)) throw new HttpError(401, 'bad_jwt', `Unknown role in JWT: ${String(claims.role)}`);
      return { role, claims };
    },
  };
}
