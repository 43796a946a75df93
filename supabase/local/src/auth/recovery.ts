import type { Queryable } from '../db/database';
import type { TokenService } from '../keys/tokens';
import { startSession } from './sessions';
import { findUserByEmail } from './users';

/**
 * Password recovery without e-mail: the link the learner would receive (to redirect_to, with the
 * session in the fragment as Supabase's /verify redirect gives it) goes to the local outbox and
 * the server log. The client turns the fragment into a PASSWORD_RECOVERY event.
 */
export async function sendRecoveryLink(
  tx: Queryable,
  tokens: TokenService,
  email: string,
  redirectTo: string,
  log: (line: string) => void,
): Promise<void> {
  const user = await findUserByEmail(tx, email);
  if (!user) return; // Same answer either way: the endpoint must not tell which e-mails exist.
  const session = await startSession(tx, tokens, user.id, 'recovery');
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type: 'recovery',
  });
  const link = `${redirectTo.split('#')[0]}#${fragment.toString()}`;
  await tx.query('insert into auth.server_outbox (email, subject, link) values ($1, $2, $3)', [
    email,
    'Reset your password',
    link,
  ]);
  log(`[auth] password recovery link for ${email}: ${link}`);
}

export interface OutboxMessage {
  email: string;
  subject: string;
  link: string;
  created_at: string;
}

export async function readOutbox(db: Queryable, email?: string): Promise<OutboxMessage[]> {
  const { rows } = await db.query<{ messages: string }>(
    `select coalesce(json_agg(m order by m.id desc), '[]')::text as messages
       from (select id, email, subject, link, created_at from auth.server_outbox
              where $1::text is null or email = $1::text order by id desc limit 100) m`,
    [email ?? null],
  );
  return JSON.parse(rows[0]?.messages ?? '[]') as OutboxMessage[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function outboxPage(messages: OutboxMessage[]): string {
  const items = messages
    .map((m) => `<li><p><strong>${escapeHtml(m.subject)}</strong> to ${escapeHtml(m.email)} at ${escapeHtml(m.created_at)}</p>` +
      `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.subject)}</a></p></li>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Aayra local outbox</title></head>
<body><main><h1>Local outbox</h1><p>Messages the local stack would have e-mailed, newest first.</p>
${messages.length ? `<ol>${items}</ol>` : '<p>No messages yet.</p>'}</main></body></html>`;
}
