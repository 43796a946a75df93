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
  {
    key = stack.anonKey,
    token,
    auth,
    fetch,
  }: { key?: string; token?: string; auth?: SupabaseClientOptions<'public'>['auth']; fetch?: typeof globalThis.fetch } = {},
) {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, ...auth },
    // Node 20 has no WebSocket global: supabase-js wants a transport even when realtime is unused.
    realtime: { transport: WebSocket as never },
    global: { ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}), ...(fetch ? { fetch } : {}) },
  });
}

const STORAGE_KEY = 'conformance-session';

/**
 * A client keeping its session where the test can read and rewrite it (as a browser's
 * localStorage), to age a session or plant a broken one as the official suite does.
 */
export function clientWithStoredSession(
  stack: ContractStack,
  { auth = {}, fetch, isServer = false }: { auth?: SupabaseClientOptions<'public'>['auth']; fetch?: typeof globalThis.fetch; isServer?: boolean } = {},
) {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    // A server's storage (cookies read by a server-rendered page): the client warns on untrusted reads.
    ...(isServer ? { isServer: true } : {}),
  };
  const client = clientWith(stack, { fetch, auth: { ...auth, persistSession: true, storage, storageKey: STORAGE_KEY } });
  return {
    client,
    /** The session as the client stored it. */
    stored: () => JSON.parse(items.get(STORAGE_KEY) ?? 'null') as Record<string, unknown> | null,
    /** Replaces the stored session. */
    store: (session: unknown) => void items.set(STORAGE_KEY, JSON.stringify(session)),
  };
}

/** Counts the client's requests to the token endpoint with a refresh token. */
export function countingRefreshes() {
  let refreshes = 0;
  const fetchCounting: typeof fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('grant_type=refresh_token')) refreshes += 1;
    return fetch(input, init);
  };
  return { fetch: fetchCounting, count: () => refreshes };
}

/** A request with the project's key and no Authorization header at all (no session, no anon token). */
export function postWithoutToken(stack: ContractStack, path: string, body: unknown) {
  return fetch(`${stack.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
