import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { ContractStack } from '../../support/stacks';

/**
 * supabase-js clients the auth conformance tests need besides clientFor(): one that sends a given
 * access token with the anon key (as a learner's browser does), and one with other auth options
 * (or another key).
 */
export function clientWith(
  stack: ContractStack,
  { key = stack.anonKey, token, auth }: { key?: string; token?: string; auth?: SupabaseClientOptions<'public'>['auth'] } = {},
) {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, ...auth },
    // Node 20 has no WebSocket global: supabase-js wants a transport even when realtime is unused.
    realtime: { transport: WebSocket as never },
    ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  });
}
