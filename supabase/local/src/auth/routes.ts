import type { ServerResponse } from 'node:http';
import type { AreaHandler } from '../server/context';
import { readJson } from '../server/read-body';
import { sendEmpty, sendJson } from '../server/send';
import { sendReauthenticationCode, updateUser } from './account-changes';
import { AuthError, authError, authErrorBody } from './auth-error';
import { asObject, signedIn, type AuthDeps } from './auth-deps';
import { challengeFactor, enrolFactor, removeFactor, verifyFactor } from './mfa';
import { serveOutbox } from './outbox';
import { requestRecovery, resendConfirmation } from './recovery';
import { endSessions, refreshSession } from './sessions';
import { signInWithPassword } from './sign-in';
import { signUp } from './sign-up';
import { publicUser } from './users';
import { verifyLink, verifyOtp, verifyRedirect } from './verify';

export type { AuthDeps } from './auth-deps';

const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };

export function createAuthHandler(deps: AuthDeps): AreaHandler {
  const { db, tokens, config } = deps;
  const send = (res: ServerResponse, status: number, body: unknown) => sendJson(res, status, body, API_VERSION);

  const handle: AreaHandler = async (req, res, subpath) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const method = req.method ?? 'GET';
    const route = `${method} ${subpath}`;
    const redirectTo = url.searchParams.get('redirect_to');

    if (route === 'GET /.well-known/jwks.json') return send(res, 200, { keys: [deps.signingKey.publicJwk] });
    if (route === 'GET /health') return send(res, 200, { name: 'aayra-local-auth', description: 'Local Supabase Auth' });
    if (route === 'GET /settings') {
      return send(res, 200, {
        external: { email: true, phone: false },
        disable_signup: false,
        mailer_autoconfirm: !config.enableConfirmations,
        phone_autoconfirm: false,
      });
    }
    if (route === 'GET /outbox') return serveOutbox(db, req, res, deps.stackUrl);
    if (route === 'GET /verify') {
      const outcome = await verifyLink(deps, url.searchParams.get('token'), url.searchParams.get('type'));
      res.writeHead(303, { Location: verifyRedirect(deps.allowedRedirect(redirectTo), outcome), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
      res.end();
      return;
    }
    if (route === 'POST /verify') return send(res, 200, await verifyOtp(deps, asObject(await readJson(req))));
    if (route === 'POST /signup') return send(res, 200, await signUp(deps, req, asObject(await readJson(req)), redirectTo));
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
    if (route === 'POST /recover') return send(res, 200, await requestRecovery(deps, req, asObject(await readJson(req)), redirectTo));
    if (route === 'POST /resend') {
      const body = asObject(await readJson(req));
      if (body.type !== 'signup') throw authError(400, 'validation_failed', 'Only sign-up confirmations can be sent again');
      return send(res, 200, await resendConfirmation(deps, req, body, redirectTo));
    }

    const body = method === 'GET' || method === 'DELETE' ? {} : asObject(await readJson(req));
    if (route === 'PUT /user') {
      // Outside a transaction: bcrypt checks take ~100 ms and PGlite has a single connection.
      const caller = await signedIn(deps, req, db);
      return send(res, 200, await updateUser(deps, req, caller, body, redirectTo));
    }
    if (route === 'GET /reauthenticate') {
      const caller = await signedIn(deps, req, db);
      return send(res, 200, await sendReauthenticationCode(deps, req, caller));
    }
    const factorRoute = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(subpath);
    const result = await db.transaction(async (tx) => {
      const caller = await signedIn(deps, req, tx);
      if (route === 'GET /user') return { status: 200, body: publicUser(caller.user) };
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

  // Errors with a header of their own (a 429's Retry-After) are answered here; the server
  // words every other error.
  return async (req, res, subpath, ctx) => {
    try {
      await handle(req, res, subpath, ctx);
    } catch (error) {
      if (!(error instanceof AuthError) || Object.keys(error.headers).length === 0 || res.headersSent) throw error;
      sendJson(res, error.status, authErrorBody(error), { ...API_VERSION, ...error.headers });
    }
  };
}
