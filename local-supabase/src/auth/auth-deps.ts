import type { IncomingMessage } from 'node:http';
import type { AuthConfig } from '../config/auth-config';
import type { Database, Queryable } from '../db/database';
import type { SigningKey } from '../keys/signing-key';
import type { TokenService } from '../keys/tokens';
import { authError } from './auth-error';
import type { PasswordRules } from './passwords';
import type { RedirectCheck } from './redirects';
import { findUserById, normaliseEmail, isEmail } from './users';

export interface AuthDeps {
  db: Database;
  tokens: TokenService;
  signingKey: SigningKey;
  /** config.toml's [auth] settings, with site_url as the stack was told (--site-url). */
  config: AuthConfig;
  /** The stack's own URL: e-mailed links lead to its /auth/v1/verify. */
  stackUrl: string;
  allowedRedirect: RedirectCheck;
  /** A test run's own addresses, which spend no sign-in allowance (config/test-runner.ts). */
  testRunnerAddresses: ReadonlySet<string>;
  log: (line: string) => void;
}

export const passwordRules = (config: AuthConfig): PasswordRules => ({
  minimumLength: config.minimumPasswordLength,
  requirements: config.passwordRequirements,
});

/** The peer's own address: no forwarded header is trusted, the stack has no proxy in front. */
export const clientAddress = (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown';

export function asObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw authError(400, 'validation_failed', 'Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

export function metadata(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function emailFrom(value: unknown): string {
  const email = normaliseEmail(value);
  if (!isEmail(email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email;
}

/** GoTrue's words for a token it cannot verify, which the client shows the developer as is. */
export async function verifiedClaims(deps: AuthDeps, token: string): Promise<Record<string, unknown>> {
  try {
    return await deps.tokens.verify(token);
  } catch (error) {
    const reason = (error as Error).message.replace(/^Invalid JWT:?\s*/i, '') || 'token is malformed';
    throw authError(401, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

/** The caller's Bearer token, or GoTrue's 401 no_authorization. */
export function bearerToken(req: IncomingMessage): string {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  return token;
}

/** The signed-in caller of /user, /logout, /reauthenticate and /factors: a valid JWT whose session still exists. */
export async function signedIn(deps: AuthDeps, req: IncomingMessage, tx: Queryable) {
  const claims = await verifiedClaims(deps, bearerToken(req));
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw authError(403, 'bad_jwt', 'This endpoint requires a signed-in user');
  }
  const sessionId = String(claims.session_id ?? '');
  const { rows: live } = await tx.query('select 1 from auth.server_sessions where id::text = $1', [sessionId]);
  if (live.length === 0) throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  const user = await findUserById(tx, claims.sub);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId, claims };
}

export type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/** Runs work after the answer went out (e-mails), so its cost tells a caller nothing; failures are logged. */
export function later(deps: AuthDeps, what: string, work: () => Promise<unknown>): void {
  void work().catch((error: unknown) => deps.log(`[auth] ${what} failed: ${(error as Error)?.stack ?? String(error)}`));
}
