import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { fetchNotingConnection } from './offline-cache/connection';

export type AayraClient = SupabaseClient<Database>;

/** Where the app finds its backend: read at run time, never baked into a build. */
export interface SupabaseSettings {
  url: string;
  anonKey: string;
}

/**
 * How the client reaches the backend. The page uses its own fetch and WebSocket; code running the
 * app outside a browser (component tests in Node) passes Node's.
 */
export interface SupabaseTransport {
  fetch?: typeof fetch;
  WebSocket?: unknown;
}

let client: AayraClient | undefined;
let configured: SupabaseSettings | undefined;

/**
 * Creates the page's one Supabase client. This module is a federation singleton, so the shell
 * and every remote share the client, its session and its auth events.
 */
export function configureSupabase(settings: SupabaseSettings, transport: SupabaseTransport = {}): AayraClient {
  configured ??= settings;
  client ??= createClient<Database>(settings.url, settings.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    global: { fetch: fetchNotingConnection(settings.url, transport.fetch ?? ((input, init) => fetch(input, init))) },
    ...(transport.WebSocket ? { realtime: { transport: transport.WebSocket as never } } : {}),
  });
  return client;
}

export function getSupabase(): AayraClient {
  if (!client) throw new Error('The Supabase client is used before the app configured it.');
  return client;
}

/** The backend's address and public key, for the few requests supabase-js cannot make (upload progress). */
export function getSupabaseSettings(): SupabaseSettings {
  if (!configured) throw new Error('The Supabase settings are read before the app configured them.');
  return configured;
}

/** Reads and checks the runtime settings file served next to the app. */
export function parseSupabaseSettings(value: unknown): SupabaseSettings {
  const record = (value ?? {}) as Record<string, unknown>;
  const { supabaseUrl, supabaseAnonKey } = record;
  if (typeof supabaseUrl !== 'string' || !/^https?:\/\//.test(supabaseUrl)) {
    throw new Error('runtime-config.json: supabaseUrl must be an http(s) URL.');
  }
  if (typeof supabaseAnonKey !== 'string' || supabaseAnonKey.length === 0) {
    throw new Error('runtime-config.json: supabaseAnonKey is missing.');
  }
  return { url: supabaseUrl, anonKey: supabaseAnonKey };
}
