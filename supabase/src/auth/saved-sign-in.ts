import type { Session } from '@supabase/supabase-js';
import { getSupabaseSettings } from '../client';

/** Where supabase-js keeps the sign-in for a backend: its default storage key. */
export function authStorageKey(backendUrl: string): string {
  return `sb-${new URL(backendUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * The sign-in kept on this device, expired or not. Offline, supabase-js cannot renew an expired
 * one: it retries for up to 30 s, then reports no session and keeps it stored for later. The
 * learner's saved data and queued answers are still theirs meanwhile.
 */
export function savedSignIn(): Session | null {
  try {
    const stored = localStorage.getItem(authStorageKey(getSupabaseSettings().url));
    const session = stored ? (JSON.parse(stored) as Partial<Session>) : null;
    return typeof session?.user?.id === 'string' ? (session as Session) : null;
  } catch {
    return null;
  }
}
