import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/database';
import { notSupportedMessage } from '../server/area';
import { authError } from './auth-error';
import { bearerToken, emailFrom, metadata, passwordRules, verifiedClaims, type AuthDeps } from './auth-deps';
import { issueLink, mailLink, SUBJECTS, withdrawLinks, type LinkKind } from './email-links';
import { insertPasswordlessUser } from './otp';
import { checkPasswordStrength, hashPassword } from './passwords';
import { phoneDisabled } from './unsupported';
import { findUserByEmail, findUserById, insertEmailUser, publicUser, USER_JSON_SELECT, toUser } from './users';

/**
 * Supabase Auth's admin API (supabase-js auth.admin): only for a caller whose token says role
 * service_role, as GoTrue checks the role claim, never the key string. Anyone else gets GoTrue's
 * 403 "User not allowed"; a bad token gets its 401 bad_jwt.
 */

export async function requireServiceRole(deps: AuthDeps, req: IncomingMessage): Promise<void> {
  const claims = await verifiedClaims(deps, bearerToken(req));
  if (claims.role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user an admin route names, or GoTrue's 404 user_not_found (a malformed id included). */
export async function userNamed(db: Queryable, id: string | undefined) {
  const user = id && UUID.test(id) ? await findUserById(db, id) : null;
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  return user;
}

/** What the admin API has on hosted and not here is refused by name, never silently dropped. */
function refuseMissingAttributes(body: Record<string, unknown>): void {
  if (body.ban_duration !== undefined && body.ban_duration !== null && body.ban_duration !== 'none') {
    throw authError(422, 'not_implemented', notSupportedMessage('banning users'));
  }
  if (body.phone !== undefined && body.phone !== null && body.phone !== '') {
    throw phoneDisabled();
  }
}

/** POST /admin/users: a user made by the project itself, confirmed at once when email_confirm says so. */
export async function createUser(deps: AuthDeps, body: Record<string, unknown>) {
  refuseMissingAttributes(body);
  const email = emailFrom(body.email);
  const passwordHash = body.password === undefined || body.password === null
    ? null
    : await hashPassword(checkPasswordStrength(body.password, passwordRules(deps.config)));
  const confirmed = body.email_confirm === true;
  const id = randomUUID();
  return orEmailTaken(deps.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw emailTaken();
    await insertEmailUser(tx, {
      id, email, passwordHash, confirmed, userMetadata: metadata(body.user_metadata), appMetadata: metadata(body.app_metadata),
    });
    return publicUser((await findUserById(tx, id))!);
  }));
}

const emailTaken = () => authError(422, 'email_exists', 'A user with this email address has already been registered');

/** The work's own answer, or email_exists when another request took the address first (unique violation). */
async function orEmailTaken<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw emailTaken();
    throw error;
  }
}

function pageNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw authError(400, 'validation_failed', 'Bad Pagination Parameters');
  return number;
}

/** GET /admin/users?page&per_page: newest first, with X-Total-Count and a Link header as GoTrue sends. */
export async function listUsers(deps: AuthDeps, url: URL) {
  const page = pageNumber(url.searchParams.get('page') ?? undefined, 1);
  const perPage = Math.min(pageNumber(url.searchParams.get('per_page') ?? undefined, 50), 1000);
  const { rows } = await deps.db.query<{ user: string; total: number }>(
    `${USER_JSON_SELECT}, count(*) over ()::integer as total from auth.users u
      where u.deleted_at is null order by u.created_at desc, u.id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const { rows: counted } = await deps.db.query<{ total: number }>('select count(*)::integer as total from auth.users where deleted_at is null');
    total = counted[0]?.total ?? 0;
  }
  const users = rows.map((row) => publicUser(toUser(row.user)!));
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  // Page first: supabase-js reads the page number right after the first "=".
  const link = (p: number, rel: string) => `<${deps.stackUrl}/auth/v1/admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
  const links = [...(page < lastPage ? [link(page + 1, 'next')] : []), link(lastPage, 'last')];
  return { body: { users, aud: 'authenticated' }, headers: { 'X-Total-Count': String(total), Link: links.join(', ') } };
}

/** PUT /admin/users/:id: e-mail, password and metadata set directly (metadata merged, as GoTrue does). */
export async function updateUserById(deps: AuthDeps, id: string | undefined, body: Record<string, unknown>) {
  refuseMissingAttributes(body);
  const user = await userNamed(deps.db, id);
  const email = body.email === undefined ? undefined : emailFrom(body.email);
  const passwordHash = body.password === undefined ? undefined : await hashPassword(checkPasswordStrength(body.password, passwordRules(deps.config)));
  return orEmailTaken(deps.db.transaction(async (tx) => {
    if (email !== undefined && email !== user.email) {
      const other = await findUserByEmail(tx, email);
      if (other && other.id !== user.id) throw emailTaken();
      await tx.query('update auth.users set email = $2, email_change = \'\', updated_at = now() where id = $1', [user.id, email]);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
          where user_id = $1 and provider = 'email'`,
        [user.id, email],
      );
    }
    if (passwordHash) await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, passwordHash]);
    if (body.email_confirm === true) {
      await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1', [user.id]);
    }
    for (const [field, column] of [['user_metadata', 'raw_user_meta_data'], ['app_metadata', 'raw_app_meta_data']] as const) {
      if (body[field] === undefined) continue;
      await tx.query(
        `update auth.users set ${column} = jsonb_strip_nulls(coalesce(${column}, '{}'::jsonb) || $2::jsonb), updated_at = now() where id = $1`,
        [user.id, JSON.stringify(metadata(body[field]))],
      );
    }
    return publicUser((await findUserById(tx, user.id))!);
  }));
}

/**
 * DELETE /admin/users/:id. A soft delete keeps the row (what the project's own tables point at)
 * but frees the address, ends every session and removes the ways to sign in, as GoTrue does.
 */
export async function deleteUser(deps: AuthDeps, id: string | undefined, body: Record<string, unknown>) {
  const user = await userNamed(deps.db, id);
  await deps.db.transaction(async (tx) => {
    if (body.should_soft_delete === true) {
      await tx.query('delete from auth.server_sessions where user_id = $1', [user.id]);
      await tx.query('delete from auth.server_mfa_factors where user_id = $1', [user.id]);
      await tx.query('delete from auth.identities where user_id = $1', [user.id]);
      // Links and codes already sent would otherwise still sign the deleted learner in.
      await tx.query('delete from auth.server_email_links where user_id = $1 and used_at is null', [user.id]);
      await tx.query(
        `update auth.users set email = null, phone = null, encrypted_password = '', email_change = '',
                deleted_at = now(), updated_at = now() where id = $1`,
        [user.id],
      );
    } else {
      await tx.query('delete from auth.users where id = $1', [user.id]);
    }
  });
  return {};
}

/** GET /admin/users/:id/factors: every factor of the user, verified or not. */
export async function listFactors(deps: AuthDeps, id: string | undefined) {
  const user = await userNamed(deps.db, id);
  return user.factors ?? [];
}

/** DELETE /admin/users/:id/factors/:factorId: removes the factor whatever the session's level. */
export async function deleteFactor(deps: AuthDeps, id: string | undefined, factorId: string | undefined) {
  const user = await userNamed(deps.db, id);
  const { rows } = await deps.db.query<{ id: string }>(
    'delete from auth.server_mfa_factors where id::text = $1 and user_id = $2 returning id::text',
    [factorId ?? '', user.id],
  );
  if (!rows[0]) throw authError(404, 'mfa_factor_not_found', 'Factor not found');
  return { id: rows[0].id };
}

const LINK_TYPES = ['signup', 'magiclink', 'recovery', 'invite', 'email_change_current', 'email_change_new'] as const;
type LinkType = (typeof LINK_TYPES)[number];

/** The user a generated link or an invitation is for: found, or made unconfirmed as the type says. */
async function userForLink(deps: AuthDeps, tx: Queryable, type: LinkType, email: string, body: Record<string, unknown>, passwordHash: string | null) {
  const known = await findUserByEmail(tx, email);
  if (known) {
    if ((type === 'signup' || type === 'invite') && known.email_confirmed_at) throw emailTaken();
    return known;
  }
  if (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new') throw authError(404, 'user_not_found', 'User not found');
  const id = await insertPasswordlessUser(tx, email, metadata(body.data), type === 'invite', passwordHash);
  return (await findUserById(tx, id))!;
}

/**
 * POST /admin/generate_link: the link (and 6-digit code) an e-mail would carry, handed to the
 * project's server instead of mailed, as GoTrue does: nothing goes to the outbox.
 */
export async function generateLink(deps: AuthDeps, body: Record<string, unknown>, redirectTo: string | null) {
  const type = body.type as LinkType;
  if (!LINK_TYPES.includes(type)) throw authError(400, 'validation_failed', 'Invalid type: must be one of signup, magiclink, recovery, invite, email_change_current, email_change_new');
  const email = emailFrom(body.email);
  const newEmail = type.startsWith('email_change') ? emailFrom(body.new_email) : null;
  const passwordHash = type === 'signup' && body.password !== undefined && body.password !== null
    ? await hashPassword(checkPasswordStrength(body.password, passwordRules(deps.config)))
    : null;
  const target = deps.allowedRedirect(redirectTo ?? (typeof body.redirect_to === 'string' ? body.redirect_to : null));
  return orEmailTaken(deps.db.transaction(async (tx) => {
    const user = await userForLink(deps, tx, type, email, body, passwordHash);
    let kind: LinkKind = type === 'signup' || type === 'magiclink' || type === 'recovery' || type === 'invite' ? type : 'email_change';
    // A confirmed user's sign-up or magic link signs them in: a magic link, as GoTrue makes it.
    if (kind === 'signup' && user.email_confirmed_at) kind = 'magiclink';
    if (newEmail) {
      if (await findUserByEmail(tx, newEmail)) throw emailTaken();
      await tx.query(
        `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now() where id = $1`,
        [user.id, newEmail],
      );
    }
    const sentTo = type === 'email_change_new' ? newEmail! : email;
    const issued = await issueLink(tx, deps.stackUrl, { userId: user.id, kind, sentTo, newEmail: newEmail ?? undefined, subject: '', redirectTo: target, withCode: true });
    return {
      ...publicUser((await findUserById(tx, user.id))!),
      action_link: issued.link,
      email_otp: issued.code,
      hashed_token: issued.token,
      redirect_to: target,
      verification_type: kind,
    };
  }));
}

/** POST /invite: a new unconfirmed user, and an invitation link (with a code) in the outbox. */
export async function inviteUser(deps: AuthDeps, body: Record<string, unknown>, redirectTo: string | null) {
  const email = emailFrom(body.email);
  const target = deps.allowedRedirect(redirectTo);
  return orEmailTaken(deps.db.transaction(async (tx) => {
    const user = await userForLink(deps, tx, 'invite', email, body, null);
    await tx.query('update auth.users set invited_at = now() where id = $1', [user.id]);
    await withdrawLinks(tx, user.id, 'invite');
    await mailLink(tx, deps.stackUrl, { userId: user.id, kind: 'invite', sentTo: email, subject: SUBJECTS.invite, redirectTo: target, withCode: true });
    return publicUser((await findUserById(tx, user.id))!);
  }));
}
