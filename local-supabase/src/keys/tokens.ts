import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Caller } from '../db/database';
import { HttpError } from '../server/http-error';
import type { SigningKey } from './signing-key';

const ROLES = new Set<Caller['role']>(['anon', 'authenticated', 'service_role']);
/** The issuer of the project's API keys (anon, service_role), as on hosted Supabase. */
export const API_KEY_ISSUER = 'supabase';
/** The audience of every access token the auth server mints. */
export const ACCESS_TOKEN_AUDIENCE = 'authenticated';
// Verifying ES256 costs far more than a map lookup; every request re-sends the same few tokens.
const VERIFIED_CACHE_LIMIT = 2000;

export interface TokenService {
  /** The auth server's own issuer, `${url}/auth/v1`: every access token it mints names it. */
  issuer: string;
  /** How long an access token lives (config.toml's jwt_expiry). */
  accessTokenSeconds: number;
  sign(claims: JWTPayload, expiresInSeconds: number, issuer?: string): Promise<string>;
  /** Verified claims of a token; throws a 401 HttpError (code bad_jwt) otherwise. */
  verify(token: string): Promise<Record<string, unknown>>;
  callerOf(token: string): Promise<Caller>;
}

/**
 * Only two kinds of token are ours: an API key (iss "supabase", role anon or service_role, no
 * audience) and an access token (our auth server's iss, aud "authenticated"). A token signed
 * with our key but claiming anything else was not made by this stack's rules: refused.
 */
function checkIssuerAndAudience(payload: Record<string, unknown>, issuer: string): void {
  if (payload.iss === API_KEY_ISSUER) {
    if ((payload.role !== 'anon' && payload.role !== 'service_role') || payload.aud !== undefined) {
      throw new HttpError(401, 'bad_jwt', 'Invalid JWT: an API key must be anon or service_role, with no audience');
    }
    return;
  }
  if (payload.iss !== issuer) throw new HttpError(401, 'bad_jwt', 'Invalid JWT: unexpected "iss" claim value');
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(ACCESS_TOKEN_AUDIENCE)) throw new HttpError(401, 'bad_jwt', 'Invalid JWT: unexpected "aud" claim value');
}

export function createTokenService(key: SigningKey, issuer: string, accessTokenSeconds = 3600): TokenService {
  const verified = new Map<string, Record<string, unknown>>();

  async function verify(token: string): Promise<Record<string, unknown>> {
    const cached = verified.get(token);
    if (cached && Number(cached.exp) * 1000 > Date.now()) return cached;
    try {
      // Only our own ES256 key: alg none, HS256 with any secret and other keys all fail here.
      const { payload } = await jwtVerify(token, key.publicKey, { algorithms: ['ES256'] });
      if (typeof payload.exp !== 'number') throw new HttpError(401, 'bad_jwt', 'JWT has no expiry');
      checkIssuerAndAudience(payload as Record<string, unknown>, issuer);
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
    accessTokenSeconds,
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
