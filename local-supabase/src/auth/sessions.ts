import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { TokenService } from '../keys/tokens';
import { authError } from './auth-error';
import { findUserById, publicUser, type AuthUser } from './users';

/** Several tabs refreshing with one token at once must not sign the learner out. */
export const REFRESH_REUSE_WINDOW_SECONDS = 10;

export interface Session {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

interface AuthMethod {
  method: string;
  timestamp: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function newRefreshToken(tx: Queryable, sessionId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.query('insert into auth.server_refresh_tokens (token_hash, session_id) values ($1, $2)', [
    hashToken(token),
    sessionId,
  ]);
  return token;
}

async function sessionFor(tx: Queryable, tokens: TokenService, userId: string, sessionId: string, refreshToken: string): Promise<Session> {
  const { rows } = await tx.query<{ aal: string; amr: string }>(
    'select aal, amr::text as amr from auth.server_sessions where id = $1',
    [sessionId],
  );
  const stored = rows[0];
  const user = await findUserById(tx, userId);
  if (!stored || !user) throw authError(403, 'session_not_found', 'Session not found');
  const claims = {
    aud: 'authenticated',
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: 'authenticated',
    aal: stored.aal,
    amr: JSON.parse(stored.amr) as AuthMethod[],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  const lifetime = tokens.accessTokenSeconds;
  const accessToken = await tokens.sign(claims, lifetime);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: lifetime,
    expires_at: Math.floor(Date.now() / 1000) + lifetime,
    refresh_token: refreshToken,
    user: publicUser(user),
  };
}

/** A new sign-in (password, sign-up, recovery link): a new session with its first refresh token. */
export async function startSession(tx: Queryable, tokens: TokenService, userId: string, method: string): Promise<Session> {
  const sessionId = randomUUID();
  const amr: AuthMethod[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  await tx.query('insert into auth.server_sessions (id, user_id, amr) values ($1, $2, $3::jsonb)', [
    sessionId,
    userId,
    JSON.stringify(amr),
  ]);
  return sessionFor(tx, tokens, userId, sessionId, await newRefreshToken(tx, sessionId));
}

/** After MFA: the same session, now aal2, with fresh tokens. */
export async function raiseSession(tx: Queryable, tokens: TokenService, userId: string, sessionId: string, method: string): Promise<Session> {
  const step = JSON.stringify([{ method, timestamp: Math.floor(Date.now() / 1000) }]);
  await tx.query(
    `update auth.server_sessions set aal = 'aal2', amr = $2::jsonb || amr, updated_at = now() where id = $1`,
    [sessionId, step],
  );
  await tx.query('delete from auth.server_refresh_tokens where session_id = $1', [sessionId]);
  return sessionFor(tx, tokens, userId, sessionId, await newRefreshToken(tx, sessionId));
}

/**
 * Rotation: each refresh token works once. Within the reuse window a used token still gets a new
 * session (another tab raced this one); after it, reuse means the token leaked: the session ends.
 */
export type RefreshOutcome = { session: Session } | { reused: true };

export async function refreshSession(
  tx: Queryable,
  tokens: TokenService,
  refreshToken: unknown,
  reuseSeconds = REFRESH_REUSE_WINDOW_SECONDS,
): Promise<RefreshOutcome> {
  if (typeof refreshToken !== 'string' || refreshToken === '') {
    throw authError(400, 'validation_failed', 'refresh_token is required');
  }
  const { rows } = await tx.query<{ session_id: string; user_id: string; used_seconds_ago: number | null }>(
    `select t.session_id, s.user_id,
            extract(epoch from now() - t.used_at)::float8 as used_seconds_ago
       from auth.server_refresh_tokens t join auth.server_sessions s on s.id = t.session_id
      where t.token_hash = $1 for update of t`,
    [hashToken(refreshToken)],
  );
  const found = rows[0];
  if (!found) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (found.used_seconds_ago !== null && found.used_seconds_ago > reuseSeconds) {
    // Returned, not thrown: the revocation must be committed although the request fails.
    await tx.query('delete from auth.server_sessions where id = $1', [found.session_id]);
    return { reused: true };
  }
  if (found.used_seconds_ago === null) {
    await tx.query('update auth.server_refresh_tokens set used_at = now() where token_hash = $1', [hashToken(refreshToken)]);
  }
  await tx.query('update auth.server_sessions set updated_at = now() where id = $1', [found.session_id]);
  const next = await newRefreshToken(tx, found.session_id);
  return { session: await sessionFor(tx, tokens, found.user_id, found.session_id, next) };
}

/** Whether this session began from an e-mailed link (recovery, confirmation) in the last `seconds`. */
export async function startedFromEmailLinkWithin(tx: Queryable, sessionId: string, seconds: number): Promise<boolean> {
  const { rows } = await tx.query<{ recent: boolean }>(
    `select exists (
       select 1 from auth.server_sessions s, jsonb_array_elements(s.amr) m
        where s.id::text = $1 and m->>'method' in ('recovery', 'otp')
          and (m->>'timestamp')::bigint > extract(epoch from now())::bigint - $2) as recent`,
    [sessionId, seconds],
  );
  return rows[0]?.recent === true;
}

export async function endSessions(tx: Queryable, userId: string, sessionId: string, scope: string): Promise<void> {
  if (scope === 'local') {
    await tx.query('delete from auth.server_sessions where id = $1', [sessionId]);
  } else if (scope === 'others') {
    await tx.query('delete from auth.server_sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  } else {
    await tx.query('delete from auth.server_sessions where user_id = $1', [userId]);
  }
}
