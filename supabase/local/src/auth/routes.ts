import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Queryable } from '../db/database';
import type { SigningKey } from '../keys/signing-key';
import type { TokenService } from '../keys/tokens';
import type { AreaHandler } from '../server/context';
import { readJson } from '../server/read-body';
import { sendEmpty, sendJson, sendText } from '../server/send';
import { authError } from './auth-error';
import { challengeFactor, enrolFactor, removeFactor, verifyFactor } from './mfa';
import { checkPasswordStrength, hashPassword, passwordMatches } from './passwords';
import { outboxPage, readOutbox, sendRecoveryLink } from './recovery';
import { endSessions, refreshSession, startSession } from './sessions';
import { clearFailures, recordFailure, signInDelay, sleep } from './throttle';
import { findUserByEmail, findUserById, isEmail, normaliseEmail, publicUser, type StoredUser } from './users';

export interface AuthDeps {
  db: Database;
  tokens: TokenService;
  signingKey: SigningKey;
  /** Where recovery links lead when the client names no redirect_to. */
  siteUrl: string;
  log: (line: string) => void;
}

const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };

function asObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw authError(400, 'validation_failed', 'Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

function metadata(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The signed-in caller of /user, /logout and /factors: a valid JWT whose session still exists. */
async function signedIn(deps: AuthDeps, req: IncomingMessage, tx: Queryable) {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const claims = await deps.tokens.verify(token);
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

async function signUp(deps: AuthDeps, body: Record<string, unknown>) {
  const email = normaliseEmail(body.email);
  if (!isEmail(email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  // Hashed before the transaction: bcrypt takes ~100 ms, and PGlite has a single connection.
  const passwordHash = await hashPassword(checkPasswordStrength(body.password));
  try {
    return await deps.db.transaction((tx) => createUser(deps, tx, email, passwordHash, metadata(body.data)));
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides, the answer stays the same.
    if ((error as { code?: string }).code === '23505') throw authError(422, 'user_already_exists', 'User already registered');
    throw error;
  }
}

async function createUser(deps: AuthDeps, tx: Queryable, email: string, passwordHash: string, userMetadata: Record<string, unknown>) {
  if (await findUserByEmail(tx, email)) throw authError(422, 'user_already_exists', 'User already registered');
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data,
                             raw_app_meta_data, created_at, updated_at, last_sign_in_at, is_anonymous)
     values (gen_random_uuid(), $1, $2, now(), $3::jsonb, '{"provider":"email","providers":["email"]}'::jsonb,
             now(), now(), now(), false)
     returning id::text`,
    [email, passwordHash, JSON.stringify(userMetadata)],
  );
  const userId = rows[0]!.id;
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', true), 'email', now(), now(), now())`,
    [userId, email],
  );
  return startSession(tx, deps.tokens, userId, 'password');
}

async function signInWithPassword(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>) {
  const email = normaliseEmail(body.email);
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email || !password) throw authError(400, 'validation_failed', 'missing email or password');
  const clientIp = req.socket.remoteAddress ?? 'unknown';
  const delay = await signInDelay(deps.db, email, clientIp);
  const user = await findUserByEmail(deps.db, email);
  const matches = await passwordMatches(password, user?.encrypted_password ?? null);
  if (!user || !matches) {
    await recordFailure(deps.db, email, clientIp);
    await sleep(delay);
    throw authError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  await clearFailures(deps.db, email, clientIp);
  return deps.db.transaction(async (tx) => {
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`, [user.id]);
    return startSession(tx, deps.tokens, user.id, 'password');
  });
}

async function updateUser(tx: Queryable, user: StoredUser, body: Record<string, unknown>) {
  if (body.password !== undefined) {
    const password = checkPasswordStrength(body.password);
    if (await passwordMatches(password, user.encrypted_password)) {
      throw authError(422, 'same_password', 'New password should be different from the old password.');
    }
    await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, await hashPassword(password)]);
  }
  if (body.data !== undefined) {
    await tx.query(
      `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`,
      [user.id, JSON.stringify(metadata(body.data))],
    );
  }
  if (body.email !== undefined) {
    const email = normaliseEmail(body.email);
    if (!isEmail(email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    const other = await findUserByEmail(tx, email);
    if (other && other.id !== user.id) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    await tx.query('update auth.users set email = $2, email_confirmed_at = now(), updated_at = now() where id = $1', [user.id, email]);
  }
  const updated = await findUserById(tx, user.id);
  return publicUser(updated!);
}

export function createAuthHandler(deps: AuthDeps): AreaHandler {
  const { db, tokens } = deps;
  const send = (res: ServerResponse, status: number, body: unknown) => sendJson(res, status, body, API_VERSION);

  return async (req, res, subpath) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const method = req.method ?? 'GET';
    const route = `${method} ${subpath}`;

    if (route === 'GET /.well-known/jwks.json') return send(res, 200, { keys: [deps.signingKey.publicJwk] });
    if (route === 'GET /health') return send(res, 200, { name: 'aayra-local-auth', description: 'Local Supabase Auth' });
    if (route === 'GET /settings') {
      return send(res, 200, { external: { email: true, phone: false }, disable_signup: false, mailer_autoconfirm: true, phone_autoconfirm: false });
    }
    if (route === 'GET /outbox') {
      const messages = await readOutbox(db, url.searchParams.get('email') ?? undefined);
      if ((req.headers.accept ?? '').includes('application/json')) return send(res, 200, messages);
      return sendText(res, 200, outboxPage(messages), {}, 'text/html; charset=utf-8');
    }

    if (route === 'POST /signup') {
      const body = asObject(await readJson(req));
      return send(res, 200, await signUp(deps, body));
    }
    if (route === 'POST /token') {
      const body = asObject(await readJson(req));
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') return send(res, 200, await signInWithPassword(deps, req, body));
      if (grant === 'refresh_token') {
        const outcome = await db.transaction((tx) => refreshSession(tx, tokens, body.refresh_token));
        if ('reused' in outcome) throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        return send(res, 200, outcome.session);
      }
      throw authError(400, 'unsupported_grant_type', `Unsupported grant type: ${grant ?? '(none)'}`);
    }
    if (route === 'POST /recover') {
      const body = asObject(await readJson(req));
      const email = normaliseEmail(body.email);
      if (!isEmail(email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      const redirectTo = url.searchParams.get('redirect_to') ?? deps.siteUrl;
      await db.transaction((tx) => sendRecoveryLink(tx, tokens, email, redirectTo, deps.log));
      return send(res, 200, {});
    }

    const body = method === 'GET' || method === 'DELETE' ? {} : asObject(await readJson(req));
    const factorRoute = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(subpath);
    const result = await db.transaction(async (tx) => {
      const caller = await signedIn(deps, req, tx);
      if (route === 'GET /user') return { status: 200, body: publicUser(caller.user) };
      if (route === 'PUT /user') return { status: 200, body: await updateUser(tx, caller.user, body) };
      if (route === 'POST /logout') {
        await endSessions(tx, caller.user.id, caller.sessionId, url.searchParams.get('scope') ?? 'global');
        return { status: 204, body: null };
      }
      if (route === 'POST /factors') return { status: 200, body: await enrolFactor(tx, caller.user, body) };
      // As a hosted project with its default settings: linking identities by hand is off (and no
      // OAuth provider is set up locally), so linkIdentity and unlinkIdentity are refused alike.
      if (subpath.startsWith('/user/identities/')) throw authError(404, 'manual_linking_disabled', 'Manual linking is disabled');
      if (factorRoute?.[1]) {
        const factorId = factorRoute[1];
        if (method === 'POST' && factorRoute[2] === '/challenge') return { status: 200, body: await challengeFactor(tx, caller.user, factorId) };
        if (method === 'POST' && factorRoute[2] === '/verify') {
          return { status: 200, body: await verifyFactor(tx, tokens, caller.user, caller.sessionId, factorId, body) };
        }
        if (method === 'DELETE' && !factorRoute[2]) return { status: 200, body: await removeFactor(tx, caller.user, factorId, caller.claims.aal) };
      }
      return null;
    });
    if (!result) throw authError(404, 'not_found', `No auth endpoint ${route}`);
    if (result.status === 204) return sendEmpty(res, 204, API_VERSION);
    return send(res, result.status, result.body);
  };
}
