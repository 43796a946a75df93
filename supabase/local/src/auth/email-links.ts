import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/** What a link confirms; the `type` of /auth/v1/verify and of the redirect's fragment. */
export type LinkKind = 'signup' | 'recovery' | 'email_change';

export const SUBJECTS = {
  signup: 'Confirm your email',
  recovery: 'Reset your password',
  newEmail: 'Confirm your new email',
  oldEmail: 'Confirm the change of your email',
  reauthentication: 'Your reauthentication code',
} as const;

/** A link works once, within this many seconds of being sent. */
export const LINK_SECONDS = 3600;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Puts a message in the local outbox (the local stack sends no real e-mail). */
export async function deliver(tx: Queryable, email: string, subject: string, link: string): Promise<void> {
  await tx.query('insert into auth.server_outbox (email, subject, link) values ($1, $2, $3)', [email, subject, link]);
}

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
}

/**
 * Mails a link to the stack's own /verify: it carries only a random one-time token (stored
 * hashed), never a session; the session is made when the learner follows it.
 */
export async function mailLink(tx: Queryable, stackUrl: string, request: LinkRequest): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await tx.query(
    'insert into auth.server_email_links (token_hash, user_id, kind, sent_to, new_email) values ($1, $2, $3, $4, $5)',
    [hashToken(token), request.userId, request.kind, request.sentTo, request.newEmail ?? null],
  );
  const query = new URLSearchParams({ token, type: request.kind, redirect_to: request.redirectTo });
  const link = `${stackUrl}/auth/v1/verify?${query.toString()}`;
  await deliver(tx, request.sentTo, request.subject, link);
  return link;
}

export interface UsedLink {
  user_id: string;
  sent_to: string;
  new_email: string | null;
}

/** Uses up a link's token: once, of the kind it was made for, within the hour; null otherwise. */
export async function useLink(tx: Queryable, token: unknown, kind: unknown): Promise<(UsedLink & { kind: LinkKind }) | null> {
  if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return null;
  if (kind !== 'signup' && kind !== 'recovery' && kind !== 'email_change') return null;
  const { rows } = await tx.query<UsedLink>(
    `update auth.server_email_links set used_at = now()
      where token_hash = $1 and kind = $2 and used_at is null and created_at > now() - make_interval(secs => $3)
      returning user_id::text, sent_to, new_email`,
    [hashToken(token), kind, LINK_SECONDS],
  );
  return rows[0] ? { ...rows[0], kind } : null;
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
): Promise<void> {
  await withdrawLinks(tx, user.id, kind);
  await tx.query(`update auth.users set ${SENT_AT[kind]} = now() where id = $1`, [user.id]);
  await mailLink(tx, stackUrl, { userId: user.id, kind, sentTo: user.email, subject: SUBJECTS[kind], redirectTo });
}
