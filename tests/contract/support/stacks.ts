import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { confirmedSignUp } from '../../support/email-link';
import { fetchFrom, nextLearnerAddress } from './addresses';

/** One target of the suite: the local stack on PGlite or PostgreSQL 15, or a hosted project. */
export interface ContractStack {
  name: string;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Local stacks have an outbox and a log; hosted projects do not. */
  local: boolean;
  /** The local stack's signing key (to mint expired or odd tokens in the bad-input tests). */
  keyFile?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stacks: ContractStack[];
    denoFunctionStacks: ContractStack[];
  }
}

export const stacks = inject('stacks');

/**
 * The targets of the edge functions' tests: every stack, and a local stack that serves the
 * functions with Deno (AAYRA_FUNCTIONS_RUNTIME=deno), as hosted Supabase runs them.
 */
export const functionStacks = [...stacks, ...inject('denoFunctionStacks')];

// Node 20 has no WebSocket global: supabase-js needs the ws package there.
// A fetch from fetchFrom() makes the client act from that loopback address.
export function clientFor(stack: ContractStack, key = stack.anonKey, fetch?: typeof globalThis.fetch): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    ...(fetch ? { global: { fetch } } : {}),
  });
}

export const PASSWORD = 'Focus-and-review-42';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A new learner, signed in, with a profile (the sign-up trigger creates it from the metadata):
 * signed up from an address of its own, as real learners are, and confirmed through the outbox.
 */
export async function newLearner(stack: ContractStack, prefix = 'learner') {
  const email = uniqueEmail(prefix);
  const confirmed = await confirmedSignUp(stack, {
    email,
    password: PASSWORD,
    data: { displayname: 'Contract learner', studentcategory: 'college' },
    fetch: fetchFrom(nextLearnerAddress()),
  });
  const client = clientFor(stack);
  const { data, error } = await client.auth.setSession(confirmed.session);
  if (error || !data.user || !data.session) throw error ?? new Error('the confirmed learner could not be signed in');
  return { client, email, user: data.user, session: data.session, id: data.user.id };
}
