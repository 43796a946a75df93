import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@aayra/supabase/database.types';

/**
 * supabase-js in Node 20 for tests: no stored session, and `ws` for realtime (Node 20 has none).
 * `fetch` sends its requests another way, e.g. from a learner's own address.
 */
export function nodeClient(url: string, key: string, { fetch }: { fetch?: typeof globalThis.fetch } = {}) {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    ...(fetch ? { global: { fetch } } : {}),
  });
}

export type NodeClient = ReturnType<typeof nodeClient>;
