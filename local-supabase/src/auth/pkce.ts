import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { authError } from './auth-error';
import type { AuthDeps } from './auth-deps';
import { hashToken } from './email-links';
import { startSession, type Session } from './sessions';

/**
 * The PKCE flow (supabase-js flowType "pkce", as server-rendered apps use it): a request that
 * mails a link sends a code challenge; following the link brings the browser back with
 * ?code=<auth code> instead of tokens, and only the client holding the code verifier can
 * exchange that code (POST /token?grant_type=pkce) for the session, once, within five minutes.
 */

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

const AUTH_CODE_SECONDS = 300;
const CHALLENGE_SHAPE = /^[A-Za-z0-9._~-]{43,128}$/;

/** The challenge a request carries (code_challenge, code_challenge_method), if any. */
export function pkceChallengeOf(body: Record<string, unknown>): PkceChallenge | null {
  const { code_challenge: challenge, code_challenge_method: method } = body;
  const absent = (value: unknown) => value === undefined || value === null || value === '';
  // supabase-js's implicit flow sends both as null.
  if (absent(challenge) && absent(method)) return null;
  const normalised = typeof method === 'string' ? method.toLowerCase() : '';
  if (typeof challenge !== 'string' || (normalised !== 's256' && normalised !== 'plain')) {
    throw authError(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  if (!CHALLENGE_SHAPE.test(challenge)) throw authError(400, 'validation_failed', 'code challenge has to be between 43 and 128 characters');
  return { challenge, method: normalised };
}

/** Where the browser goes back to with an auth code: redirect_to?code=... (a query, as GoTrue sends it). */
export function codeRedirect(target: string, authCode: string): string {
  const url = new URL(target);
  url.searchParams.set('code', authCode);
  return url.toString();
}

/** After a PKCE link was followed: an auth code for it, stored hashed on the link's row. */
export async function issueAuthCode(tx: Queryable, linkTokenHash: string): Promise<string> {
  const authCode = randomUUID();
  await tx.query('update auth.server_email_links set auth_code_hash = $2, auth_code_issued_at = now() where token_hash = $1', [
    linkTokenHash,
    hashToken(authCode),
  ]);
  return authCode;
}

function matches(verifier: string, { challenge, method }: PkceChallenge): boolean {
  const derived = method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return derived === challenge;
}

/**
 * POST /token?grant_type=pkce. The code is spent whether or not the verifier matches, so a stolen
 * code cannot be tried against guessed verifiers.
 */
export async function exchangeAuthCode(deps: AuthDeps, body: Record<string, unknown>): Promise<Session & { redirect_type?: string }> {
  const { auth_code: authCode, code_verifier: verifier } = body;
  if (typeof authCode !== 'string' || authCode === '' || typeof verifier !== 'string' || verifier === '') {
    throw authError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string; kind: string; code_challenge: string; code_challenge_method: 's256' | 'plain' }>(
      `update auth.server_email_links set auth_code_hash = null
        where auth_code_hash = $1 and auth_code_issued_at > now() - make_interval(secs => $2)
        returning user_id::text, kind, code_challenge, code_challenge_method`,
      [hashToken(authCode), AUTH_CODE_SECONDS],
    );
    const flow = rows[0];
    if (!flow) return { error: authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found') };
    if (!matches(verifier, { challenge: flow.code_challenge, method: flow.code_challenge_method })) {
      return { error: authError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier') };
    }
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [flow.user_id]);
    return { session: await startSession(tx, deps.tokens, flow.user_id, flow.kind === 'recovery' ? 'recovery' : 'otp') };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}
