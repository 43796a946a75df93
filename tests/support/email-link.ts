import { createClient, type Session, type User } from '@supabase/supabase-js';
import WebSocket from 'ws';

/**
 * The local stack's outbox as a test reads it: the e-mails a learner would receive (confirmation,
 * recovery, e-mail change, reauthentication code), and following their links as the learner's
 * browser would. The outbox answers only on a loopback address, so these run on the test machine.
 */

export interface OutboxEmail {
  email: string;
  subject: string;
  /** The link to follow, or for a reauthentication code the 6-digit code itself. */
  link: string;
  /** The 6-digit code a magic link or invitation also carries, to type instead of following the link. */
  code?: string | null;
  created_at: string;
}

export interface EmailLinkSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
}

export interface FollowedLink {
  /** The session the link's redirect carries (#access_token=...), when the link was good. */
  session?: EmailLinkSession;
  /** The redirect's error_code (e.g. otp_expired) when the link was bad, used or expired. */
  error?: string;
  /** The redirect's type (signup, recovery, email_change), when the link was good. */
  type?: string;
  /** Where the stack sent the browser (the checked redirect_to, with its fragment). */
  location: string;
}

export const SUBJECTS = {
  confirmSignUp: 'Confirm your email',
  recovery: 'Reset your password',
  confirmNewEmail: 'Confirm your new email',
  confirmEmailChange: 'Confirm the change of your email',
  reauthentication: 'Your reauthentication code',
} as const;

/** Every message in the outbox for this address, newest first. */
export async function readOutbox(stackUrl: string, email: string, fetchImpl: typeof fetch = fetch): Promise<OutboxEmail[]> {
  const response = await fetchImpl(`${stackUrl}/auth/v1/outbox?email=${encodeURIComponent(email)}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The outbox answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as OutboxEmail[];
}

/** Polls the outbox until a message with this subject reaches the address (newest first). */
export async function waitForEmail(
  stackUrl: string,
  email: string,
  subject: string,
  {
    timeoutMs = 5_000,
    ignoreLinks = [],
    fetch: fetchImpl = fetch,
  }: { timeoutMs?: number; ignoreLinks?: readonly string[]; fetch?: typeof fetch } = {},
): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(stackUrl, email, fetchImpl)).find((m) => m.subject === subject && !ignoreLinks.includes(m.link));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No "${subject}" e-mail reached ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Opens an e-mailed link without following the redirect, and reads the session or error it carries. */
export async function followEmailLink(link: string, fetchImpl: typeof fetch = fetch): Promise<FollowedLink> {
  const response = await fetchImpl(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  await response.body?.cancel();
  if (response.status !== 303 || !location) {
    return { error: `unexpected answer ${response.status}`, location };
  }
  const fragment = new URLSearchParams(new URL(location).hash.slice(1));
  const error = fragment.get('error_code') ?? fragment.get('error');
  if (error) return { error, location };
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (!accessToken || !refreshToken) return { error: 'no session in the redirect', location };
  return {
    session: {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: Number(fragment.get('expires_in')),
      expires_at: Number(fragment.get('expires_at')),
      token_type: fragment.get('token_type') ?? 'bearer',
    },
    type: fragment.get('type') ?? undefined,
    location,
  };
}

/**
 * A learner signed up as on a hosted project with confirmations: supabase-js signUp (through the
 * given fetch, e.g. one bound to the learner's own address), then the confirmation link followed.
 */
export async function confirmedSignUp(
  { url, anonKey }: { url: string; anonKey: string },
  {
    email,
    password,
    data,
    fetch: fetchImpl,
    timeoutMs,
  }: { email: string; password: string; data?: Record<string, unknown>; fetch?: typeof fetch; timeoutMs?: number },
): Promise<{ user: User; session: Session }> {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket global; supabase-js wants a transport even when realtime is unused.
    realtime: { transport: WebSocket as never },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  });
  const { error } = await client.auth.signUp({ email, password, options: data ? { data } : {} });
  if (error) throw error;
  const message = await waitForEmail(url, email, SUBJECTS.confirmSignUp, {
    ...(timeoutMs ? { timeoutMs } : {}),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  const followed = await followEmailLink(message.link, fetchImpl);
  if (!followed.session) throw new Error(`The confirmation link for ${email} gave no session: ${followed.error ?? ''}`);
  const { data: userData, error: userError } = await client.auth.getUser(followed.session.access_token);
  if (userError || !userData.user) throw userError ?? new Error('The confirmed learner could not be read');
  const user = userData.user;
  return { user, session: { ...followed.session, token_type: 'bearer', user } };
}
