import type { Queryable } from '../db/database';

/** What every e-mail user's app_metadata starts with. */
export const EMAIL_PROVIDER = { provider: 'email', providers: ['email'] };

export interface NewEmailUser {
  id: string;
  email: string;
  passwordHash?: string | null;
  userMetadata: Record<string, unknown>;
  /** Set by the project itself (admin API); the provider is always e-mail. */
  appMetadata?: Record<string, unknown>;
  confirmed?: boolean;
  /** Signed in as it is made (a sign-up on a project without confirmations). */
  signedIn?: boolean;
  confirmationSent?: boolean;
  invited?: boolean;
}

/** Makes a user known by an e-mail address, with its e-mail identity. */
export async function insertEmailUser(tx: Queryable, user: NewEmailUser): Promise<void> {
  await tx.query(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, confirmation_sent_at, invited_at, last_sign_in_at,
                             raw_user_meta_data, raw_app_meta_data, created_at, updated_at, is_anonymous)
     values ($1, $2, $3, case when $4 then now() end, case when $5 then now() end, case when $6 then now() end,
             case when $7 then now() end, $8::jsonb, $9::jsonb, now(), now(), false)`,
    [user.id, user.email, user.passwordHash ?? null, user.confirmed === true, user.confirmationSent === true, user.invited === true,
      user.signedIn === true, JSON.stringify(user.userMetadata), JSON.stringify({ ...user.appMetadata, ...EMAIL_PROVIDER })],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', $3::boolean),
             'email', case when $4 then now() end, now(), now())`,
    [user.id, user.email, user.confirmed === true, user.signedIn === true],
  );
}

/** A user as Supabase Auth answers it (GET /user, and inside every session). */
export interface AuthUser {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  email_confirmed_at: string | null;
  /** The address an e-mail change waits to be confirmed for; left out when none is pending. */
  new_email?: string;
  email_change_sent_at?: string;
  confirmation_sent_at?: string;
  recovery_sent_at?: string;
  invited_at?: string;
  phone: string;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: unknown[];
  factors?: unknown[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

export interface StoredUser extends AuthUser {
  encrypted_password: string | null;
}

// Built in SQL so timestamps stay ISO strings whatever the driver does with timestamptz.
/** The select list of a user as Supabase Auth answers it, over `auth.users u`. */
export const USER_JSON_SELECT = `
  select json_build_object(
    'id', u.id, 'aud', 'authenticated', 'role', 'authenticated', 'email', u.email,
    'email_confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''),
    'confirmed_at', u.email_confirmed_at, 'last_sign_in_at', u.last_sign_in_at,
    'new_email', nullif(u.email_change, ''), 'email_change_sent_at', u.email_change_sent_at,
    'confirmation_sent_at', u.confirmation_sent_at, 'recovery_sent_at', u.recovery_sent_at, 'invited_at', u.invited_at,
    'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
    'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'identities', coalesce((
      select json_agg(json_build_object(
        'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id,
        'identity_data', i.identity_data, 'provider', i.provider, 'email', i.identity_data->>'email',
        'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at, 'updated_at', i.updated_at)
        order by i.created_at)
      from auth.identities i where i.user_id = u.id), '[]'::json),
    'factors', (
      select json_agg(json_build_object(
        'id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
        'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at)
        order by f.created_at)
      from auth.server_mfa_factors f where f.user_id = u.id),
    'created_at', u.created_at, 'updated_at', u.updated_at,
    'is_anonymous', coalesce(u.is_anonymous, false),
    'encrypted_password', u.encrypted_password)::text as user`;
const USER_JSON = `${USER_JSON_SELECT} from auth.users u`;

// Hosted Supabase leaves these out when they are empty.
const LEFT_OUT_WHEN_EMPTY = ['factors', 'new_email', 'email_change_sent_at', 'confirmation_sent_at', 'recovery_sent_at', 'invited_at'] as const;

export function toUser(text: string | undefined): StoredUser | null {
  if (!text) return null;
  const user = JSON.parse(text) as Record<string, unknown>;
  for (const key of LEFT_OUT_WHEN_EMPTY) if (user[key] === null) delete user[key];
  return user as unknown as StoredUser;
}

export async function findUserById(db: Queryable, id: string): Promise<StoredUser | null> {
  const { rows } = await db.query<{ user: string }>(`${USER_JSON} where u.id = $1 and u.deleted_at is null`, [id]);
  return toUser(rows[0]?.user);
}

export async function findUserByEmail(db: Queryable, email: string): Promise<StoredUser | null> {
  const { rows } = await db.query<{ user: string }>(`${USER_JSON} where lower(u.email) = $1`, [email]);
  return toUser(rows[0]?.user);
}

/** What a learner may see of itself: never the password hash. */
export function publicUser(user: StoredUser): AuthUser {
  const { encrypted_password: _hash, ...rest } = user;
  return rest;
}

export function normaliseEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

// As Supabase Auth checks an address: the local part only of the characters an unquoted address
// may hold (no ':' or ';'), and a domain of dot-separated labels.
const EMAIL_SHAPE = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
export function isEmail(value: string): boolean {
  return value.length <= 255 && EMAIL_SHAPE.test(value);
}
