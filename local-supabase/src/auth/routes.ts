import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/database';
import { ANSWERED, createArea, notSupportedMessage, refuseUnknownRoutes, refuseUnsupported, type Area, type AreaContext } from '../server/area';
import { toHttpError } from '../server/error-response';
import { readJson } from '../server/read-body';
import { sendEmpty, sendJson } from '../server/send';
import { sendReauthenticationCode, updateUser } from './account-changes';
import { createUser, deleteFactor, deleteUser, generateLink, inviteUser, listFactors, listUsers, requireServiceRole, updateUserById, userNamed } from './admin';
import { AuthError, authError, authErrorBody } from './auth-error';
import { asObject, signedIn, type AuthDeps, type SignedIn } from './auth-deps';
import { challengeFactor, enrolFactor, removeFactor, verifyFactor } from './mfa';
import { createOutboxRoutes } from './outbox';
import { refusePhone, sendMagicLink } from './otp';
import { exchangeAuthCode } from './pkce';
import { requestRecovery, resendConfirmation, resendEmailChange } from './recovery';
import { endSessions, refreshSession } from './sessions';
import { signInWithPassword } from './sign-in';
import { signUp } from './sign-up';
import { publicUser } from './users';
import { UNSUPPORTED_AUTH, UNSUPPORTED_GRANTS, type UnsupportedAuthFeature } from './unsupported';
import { verifyLink, verifyOtp, verifyRedirect } from './verify';

export type { AuthDeps } from './auth-deps';

// The client reads error_code only when this header comes back.
const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };

/** Supabase Auth's error shape {code, error_code, msg}, with the error's own headers (a 429's Retry-After). */
function writeAuthError(res: Parameters<typeof sendJson>[0], error: unknown): number {
  const http = toHttpError(error);
  sendJson(res, http.status, authErrorBody(http), { ...API_VERSION, ...(error instanceof AuthError ? error.headers : {}) });
  return http.status;
}

const send = (c: AreaContext, status: number, body: unknown, headers: Record<string, string> = {}) => {
  sendJson(c.env.outgoing, status, body, { ...API_VERSION, ...headers });
  return ANSWERED;
};
const bodyOf = async (req: IncomingMessage) => asObject(await readJson(req));
const redirectTo = (c: AreaContext) => c.req.query('redirect_to') ?? null;

/** /auth/v1: the part of Supabase Auth (GoTrue) supabase-js calls. */
export function createAuthArea(deps: AuthDeps): Area {
  const { db, tokens, config } = deps;
  const auth = createArea({ name: 'auth', writeError: writeAuthError, log: deps.log });
  const notSupported = ({ feature, code, disabled }: UnsupportedAuthFeature) =>
    disabled ? authError(disabled.status, code ?? 'not_implemented', disabled.message) : authError(422, code ?? 'not_implemented', notSupportedMessage(feature));
  refuseUnsupported(auth, UNSUPPORTED_AUTH, notSupported);

  /** An admin route: the service role's token only, then the work. */
  const asAdmin = (work: (c: AreaContext, body: Record<string, unknown>) => Promise<unknown>) => async (c: AreaContext) => {
    const req = c.env.incoming;
    await requireServiceRole(deps, req);
    const body = req.method === 'GET' ? {} : await bodyOf(req);
    return send(c, 200, await work(c, body));
  };
  auth.get('/admin/users', async (c) => {
    await requireServiceRole(deps, c.env.incoming);
    const { body, headers } = await listUsers(deps, new URL(c.req.url));
    return send(c, 200, body, headers);
  });
  auth.post('/admin/users', asAdmin((_c, body) => createUser(deps, body)));
  auth.get('/admin/users/:id', asAdmin(async (c) => publicUser(await userNamed(db, c.req.param('id')))));
  auth.put('/admin/users/:id', asAdmin((c, body) => updateUserById(deps, c.req.param('id'), body)));
  auth.delete('/admin/users/:id', asAdmin((c, body) => deleteUser(deps, c.req.param('id'), body)));
  auth.get('/admin/users/:id/factors', asAdmin((c) => listFactors(deps, c.req.param('id'))));
  auth.delete('/admin/users/:id/factors/:factorId', asAdmin((c) => deleteFactor(deps, c.req.param('id'), c.req.param('factorId'))));
  auth.post('/admin/generate_link', asAdmin((c, body) => generateLink(deps, body, redirectTo(c))));
  auth.post('/invite', asAdmin((c, body) => inviteUser(deps, body, redirectTo(c))));

  /** A route for the signed-in caller: the session check and the work share one transaction. */
  const asSignedIn = (work: (tx: Queryable, caller: SignedIn, c: AreaContext, body: Record<string, unknown>) => Promise<unknown>, status = 200) =>
    async (c: AreaContext) => {
      const req = c.env.incoming;
      const body = req.method === 'GET' || req.method === 'DELETE' ? {} : await bodyOf(req);
      const answer = await db.transaction(async (tx) => work(tx, await signedIn(deps, req, tx), c, body));
      if (status === 204) {
        sendEmpty(c.env.outgoing, 204, API_VERSION);
        return ANSWERED;
      }
      return send(c, status, answer);
    };

  auth.get('/.well-known/jwks.json', (c) => send(c, 200, { keys: [deps.signingKey.publicJwk] }));
  auth.get('/health', (c) => send(c, 200, { name: 'aayra-local-auth', description: 'Local Supabase Auth' }));
  auth.get('/settings', (c) =>
    send(c, 200, {
      external: { email: true, phone: false, anonymous_users: config.enableAnonymousSignIns },
      disable_signup: false,
      mailer_autoconfirm: !config.enableConfirmations,
      phone_autoconfirm: false,
    }),
  );
  auth.route('/outbox', createOutboxRoutes(db, deps.stackUrl));

  auth.get('/verify', async (c) => {
    const outcome = await verifyLink(deps, c.req.query('token') ?? null, c.req.query('type') ?? null);
    c.env.outgoing.writeHead(303, {
      Location: verifyRedirect(deps.allowedRedirect(redirectTo(c)), outcome),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
    c.env.outgoing.end();
    return ANSWERED;
  });
  auth.post('/verify', async (c) => send(c, 200, await verifyOtp(deps, c.env.incoming, await bodyOf(c.env.incoming))));
  auth.post('/otp', async (c) => send(c, 200, await sendMagicLink(deps, c.env.incoming, await bodyOf(c.env.incoming), redirectTo(c))));
  auth.post('/magiclink', async (c) => send(c, 200, await sendMagicLink(deps, c.env.incoming, await bodyOf(c.env.incoming), redirectTo(c))));
  auth.post('/signup', async (c) => send(c, 200, await signUp(deps, c.env.incoming, await bodyOf(c.env.incoming), redirectTo(c))));
  auth.post('/token', async (c) => {
    const body = await bodyOf(c.env.incoming);
    const grant = c.req.query('grant_type');
    if (grant === 'password') return send(c, 200, await signInWithPassword(deps, c.env.incoming, body));
    if (grant === 'pkce') return send(c, 200, await exchangeAuthCode(deps, body));
    if (grant === 'refresh_token') {
      const outcome = await db.transaction((tx) => refreshSession(tx, tokens, body.refresh_token, config.refreshTokenReuseInterval));
      if ('reused' in outcome) throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      return send(c, 200, outcome.session);
    }
    const unsupported = UNSUPPORTED_GRANTS[grant ?? ''];
    if (unsupported) throw notSupported(unsupported);
    throw authError(400, 'unsupported_grant_type', `Unsupported grant type: ${grant ?? '(none)'}`);
  });
  auth.post('/recover', async (c) => send(c, 200, await requestRecovery(deps, c.env.incoming, await bodyOf(c.env.incoming), redirectTo(c))));
  auth.post('/resend', async (c) => {
    const body = await bodyOf(c.env.incoming);
    refusePhone(body);
    if (body.type === 'email_change') return send(c, 200, await resendEmailChange(deps, c.env.incoming, body, redirectTo(c)));
    if (body.type !== 'signup') throw authError(400, 'validation_failed', 'Only sign-up confirmations and e-mail changes can be sent again');
    return send(c, 200, await resendConfirmation(deps, c.env.incoming, body, redirectTo(c)));
  });

  // Outside a transaction: bcrypt checks take ~100 ms and PGlite has a single connection.
  auth.put('/user', async (c) => {
    const body = await bodyOf(c.env.incoming);
    const caller = await signedIn(deps, c.env.incoming, db);
    return send(c, 200, await updateUser(deps, c.env.incoming, caller, body, redirectTo(c)));
  });
  auth.get('/reauthenticate', async (c) => {
    const caller = await signedIn(deps, c.env.incoming, db);
    return send(c, 200, await sendReauthenticationCode(deps, c.env.incoming, caller));
  });

  auth.get('/user', asSignedIn(async (_tx, caller) => publicUser(caller.user)));
  auth.post(
    '/logout',
    asSignedIn(async (tx, caller, c) => endSessions(tx, caller.user.id, caller.sessionId, c.req.query('scope') ?? 'global'), 204),
  );
  auth.post('/factors', asSignedIn((tx, caller, _c, body) => enrolFactor(tx, config.mfa, caller.user, body)));
  auth.post('/factors/:id/challenge', asSignedIn((tx, caller, c) => challengeFactor(tx, config.mfa, caller.user, c.req.param('id')!)));
  auth.post(
    '/factors/:id/verify',
    asSignedIn((tx, caller, c, body) => verifyFactor(tx, config.mfa, tokens, caller.user, caller.sessionId, c.req.param('id')!, body)),
  );
  auth.delete('/factors/:id', asSignedIn((tx, caller, c) => removeFactor(tx, caller.user, c.req.param('id')!, caller.claims.aal)));
  // As a hosted project with its default settings: linking identities by hand is off (and no
  // OAuth provider is set up locally), so linkIdentity and unlinkIdentity are refused alike.
  auth.all(
    '/user/identities/*',
    asSignedIn(async () => {
      throw authError(404, 'manual_linking_disabled', 'Manual linking is disabled');
    }),
  );

  return refuseUnknownRoutes(auth, (method, path) => authError(404, 'not_found', `No auth endpoint ${method} ${path}`));
}
