import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { PkceChallenge } from './pkce';

/** What a link confirms; the `type` of /auth/v1/verify and of the redirect's fragment. */
export type LinkKind = 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite';
export const LINK_KINDS: readonly LinkKind[] = ['signup', 'recovery', 'email_change', 'magiclink', 'invite'];

export const SUBJECTS = {
  signup: 'Confirm your email',
  recovery: 'Reset your password',
  newEmail: 'Confirm your new email',
  oldEmail: 'Confirm the change of your email',
  reauthentication: 'Your reauthentication code',
  magiclink: 'Your magic link',
  invite: 'You have been invited',
} as const;

/** A link works once, within this many seconds of being sent. */
export const LINK_SECONDS = 3600;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Puts a message in the local outbox (the local stack sends no real e-mail), with its one-time code if it has one. */
export async function deliver(tx: Queryable, email: string, subject: string, link: string, code: string | null = null): Promise<void> {
  await tx.query('insert into auth.server_outbox (email, subject, link, code) values ($1, $2, $3, $4)', [email, subject, link, code]);
}

/** The stored hash of a 6-digit code: only good together with the address it was sent to. */
export const codeHash = (sentTo: string, code: string) => hashToken(`${sentTo}:${code}`);

export interface LinkRequest {
  userId: string;
  kind: LinkKind;
  /** The address the message goes to. */
  sentTo: string;
  subject: string;
  /** For an e-mail change: the address being confirmed. */
  newEmail?: string;
  /** Already checked against site_url and additional_redirect_urls. */
  redirectTo: string;
  /** Also a 6-digit code the learner may type instead (one-time password sign-in, invitations, admin links). */
  withCode?: boolean;
  /** A PKCE flow's challenge: following the link then gives an auth code, not a session. */
  pkce?: PkceChallenge | null;
}

export interface IssuedLink {
  /** The one-time token: verifyOtp's token_hash, the link's token. */
  token: string;
  link: string;
  code: string | null;
}

/**
 * Makes a link to the stack's own /verify: it carries only a random one-time token (stored
 * hashed), never a session; the session is made when the learner follows it.
 */
export async function issueLink(tx: Queryable, stackUrl: string, request: LinkRequest): Promise<IssuedLink> {
  const token = randomBytes(32).toString('hex');
  const code = request.withCode ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
  await tx.query(
    `insert into auth.server_email_links (token_hash, user_id, kind, sent_to, new_email, code_hash, code_challenge, code_challenge_method)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [hashToken(token), request.userId, request.kind, request.sentTo, request.newEmail ?? null, code && codeHash(request.sentTo, code),
      request.pkce?.challenge ?? null, request.pkce?.method ?? null],
  );
  const query = new URLSearchParams({ token, type: request.kind, redirect_to: request.redirectTo });
  return { token, link: `${stackUrl}/auth/v1/verify?${query.toString()}`, code };
}

/** Mails a link (issueLink) to the outbox. */
export async function mailLink(tx: Queryable, stackUrl: string, request: LinkRequest): Promise<string> {
  const issued = await issueLink(tx, stackUrl, request);
  await deliver(tx, request.sentTo, request.subject, issued.link, issued.code);
  return issued.link;
}

export interface UsedLink {
  token_hash: string;
  user_id: string;
  sent_to: string;
  new_email: string | null;
  /** Set when the link belongs to a PKCE flow. */
  code_challenge: string | null;
}

/** What verifyOtp's `type` may stand for: "email" is a one-time password sign-in or a sign-up's. */
export function kindsOf(type: unknown): LinkKind[] {
  if (type === 'email') return ['magiclink', 'signup'];
  return LINK_KINDS.includes(type as LinkKind) ? [type as LinkKind] : [];
}

/** Uses up a link's token: once, of the kind it was made for, within the hour; null otherwise. */
export async function useLink(tx: Queryable, token: unknown, type: unknown): Promise<(UsedLink & { kind: LinkKind }) | null> {
  if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return null;
  return spend(tx, 'token_hash = $1', hashToken(token), kindsOf(type));
}

/** Uses up a 6-digit code sent to this address: as a link's token, once, within the hour. */
export async function useCode(tx: Queryable, sentTo: string, code: unknown, type: unknown): Promise<(UsedLink & { kind: LinkKind }) | null> {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) return null;
  return spend(tx, 'code_hash = $1', codeHash(sentTo, code.trim()), kindsOf(type));
}

async function spend(tx: Queryable, match: string, hash: string, kinds: LinkKind[]) {
  if (kinds.length === 0) return null;
  const { rows } = await tx.query<UsedLink & { kind: LinkKind }>(
    `update auth.server_email_links set used_at = now()
      where ${match} and kind = any($2::text[]) and used_at is null and created_at > now() - make_interval(secs => $3)
      returning token_hash, user_id::text, sent_to, new_email, kind, code_challenge`,
    [hash, kinds, LINK_SECONDS],
  );
  return rows[0] ?? null;
}

/** Earlier links of this kind stop working when a new one is sent (a new e-mail change, say). */
export async function withdrawLinks(tx: Queryable, userId: string, kind: LinkKind): Promise<void> {
  await tx.query('delete from auth.server_email_links where user_id = $1 and kind = $2 and used_at is null', [userId, kind]);
}

// When the user's last link of each kind was sent, as Supabase Auth keeps it on the user.
const SENT_AT = { signup: 'confirmation_sent_at', recovery: 'recovery_sent_at' } as const;

/**
 * A new sign-up or recovery link to a user's own address: earlier links of that kind stop
 * working, the user's "sent at" moves, and the new link goes to the outbox.
 */
export async function mailFreshLink(
  tx: Queryable,
  stackUrl: string,
  user: { id: string; email: string },
  kind: keyof typeof SENT_AT,
  redirectTo: string,
  pkce: PkceChallenge | null = null,
): Promise<void> {
  await withdrawLinks(tx, user.id, kind);
  await tx.query(`update auth.users set ${SENT_AT[kind]} = now() where id = $1`, [user.id]);
  await mailLink(tx, stackUrl, { userId: user.id, kind, sentTo: user.email, subject: SUBJECTS[kind], redirectTo, pkce });
}
