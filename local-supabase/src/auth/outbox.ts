import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { isLoopback } from '../config/loopback';
import type { Queryable } from '../db/database';
import { ANSWERED, type AreaEnv } from '../server/area';
import { HttpError } from '../server/http-error';
import { sendJson, sendText } from '../server/send';

/**
 * The local outbox: a mail catcher for the one developer at this machine. It answers only a peer
 * on a loopback address, lets no other web origin read it (no CORS, JSON refused to a foreign
 * Origin), and its page runs nothing and links only to web pages.
 */

export interface OutboxMessage {
  email: string;
  subject: string;
  link: string;
  /** The 6-digit code the message carries besides its link (one-time password sign-in, invitations), or null. */
  code: string | null;
  created_at: string;
}

export async function readOutbox(db: Queryable, email?: string): Promise<OutboxMessage[]> {
  const { rows } = await db.query<{ messages: string }>(
    `select coalesce(json_agg(m order by m.id desc), '[]')::text as messages
       from (select id, email, subject, link, code, created_at from auth.server_outbox
              where $1::text is null or email = $1::text order by id desc limit 100) m`,
    [email ?? null],
  );
  return (JSON.parse(rows[0]?.messages ?? '[]') as (OutboxMessage & { id?: number })[]).map(({ id: _id, ...message }) => message);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const isWebLink = (link: string) => {
  try {
    const { protocol } = new URL(link);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

export function outboxPage(messages: OutboxMessage[]): string {
  const items = messages
    .map((m) => `<li><p><strong>${escapeHtml(m.subject)}</strong> to ${escapeHtml(m.email)} at ${escapeHtml(m.created_at)}</p>` +
      (isWebLink(m.link) ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.subject)}</a></p>` : `<p><code>${escapeHtml(m.link)}</code></p>`) +
      (m.code ? `<p>Code: <code>${escapeHtml(m.code)}</code></p>` : '') +
      '</li>')
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Aayra local outbox</title></head>
<body><main><h1>Local outbox</h1><p>Messages the local stack would have e-mailed, newest first.</p>
${messages.length ? `<ol>${items}</ol>` : '<p>No messages yet.</p>'}</main></body></html>`;
}

const CORS_HEADERS = [
  'Access-Control-Allow-Origin', 'Access-Control-Allow-Methods', 'Access-Control-Allow-Headers',
  'Access-Control-Expose-Headers', 'Access-Control-Max-Age',
];

/** Whether a request's Origin header (when it sends one) is the stack's own. */
function sameOrigin(origin: string | undefined, stackUrl: string): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === new URL(stackUrl).origin;
  } catch {
    return false;
  }
}

async function serveOutbox(db: Queryable, req: IncomingMessage, res: ServerResponse, stackUrl: string): Promise<void> {
  for (const header of CORS_HEADERS) res.removeHeader(header);
  if (!isLoopback(req.socket.remoteAddress)) throw new HttpError(404, 'not_found', 'No auth endpoint GET /outbox');
  const url = new URL(req.url ?? '/', 'http://local');
  const email = url.searchParams.get('email')?.trim().toLowerCase() || undefined;
  if ((req.headers.accept ?? '').includes('application/json')) {
    if (!sameOrigin(req.headers.origin, stackUrl)) throw new HttpError(403, 'forbidden', 'The outbox is not readable from another origin');
    return sendJson(res, 200, await readOutbox(db, email), { 'Cache-Control': 'no-store' });
  }
  return sendText(res, 200, outboxPage(await readOutbox(db, email)), {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  }, 'text/html; charset=utf-8');
}

/** /auth/v1/outbox: its route table; errors are answered by the auth area it is mounted in. */
export function createOutboxRoutes(db: Queryable, stackUrl: string): Hono<AreaEnv> {
  const outbox = new Hono<AreaEnv>();
  outbox.get('/', async (c) => {
    await serveOutbox(db, c.env.incoming, c.env.outgoing, stackUrl);
    return ANSWERED;
  });
  return outbox;
}
