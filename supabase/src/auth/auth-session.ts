import { atom, useAtomValue } from 'jotai';
import type { Session } from '@supabase/supabase-js';
import { onlineManager } from '@aayra/supabase/query';
import { getSupabase } from '../client';
import { appStore } from '../app-store';
import { isOffline } from '../offline-cache/connection';
import { ensureProfile } from '../profile/ensure-profile';
import { savedSignIn } from './saved-sign-in';
import { needsSecondFactor } from './second-factor';

// With the session, on every signed-in page: whether it still waits for a second factor.
export { needsSecondFactor, verifiedAuthenticator } from './second-factor';

/** The signed-in learner's session: undefined while it is being checked, null when signed out. */
export const authSessionAtom = atom<Session | null | undefined>(undefined);

export function useAuthSession(): Session | null | undefined {
  return useAtomValue(authSessionAtom);
}

let stopListening: (() => void) | undefined;

/**
 * Follows the client's auth events for the whole page (shell and remotes share this module).
 * On sign-in it records the last login; on the first load it makes sure the profile row exists.
 */
export function followAuthSession(): () => void {
  if (stopListening) return stopListening;
  const supabase = getSupabase();
  // Offline, the learner signed in on this device is known at once: the app opens with their
  // saved data instead of waiting on a renewal that cannot happen. Back online, supabase-js renews
  // the sign-in (TOKEN_REFRESHED), or reports it gone (SIGNED_OUT).
  const offlineSignIn = () => (isOffline() ? savedSignIn() : null);
  const keepOfflineSignIn = () => {
    const kept = appStore.get(authSessionAtom) === undefined && offlineSignIn();
    if (kept) appStore.set(authSessionAtom, kept);
  };
  keepOfflineSignIn();
  // A page that learns it is offline only when the renewal fails on the network opens then, not
  // after supabase-js has spent its retries.
  const stopFollowingConnection = onlineManager.subscribe((online) => {
    if (!online) keepOfflineSignIn();
  });
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    if (!session && event === 'INITIAL_SESSION' && offlineSignIn()) return keepOfflineSignIn();
    appStore.set(authSessionAtom, session);
    // A session still waiting for its code reaches no row yet (row-level security): the sign-in
    // counts once the code is given (MFA_CHALLENGE_VERIFIED).
    if (!session || needsSecondFactor(session)) return;
    // Auth callbacks must not await other supabase calls (they would deadlock the auth lock).
    if (event === 'SIGNED_IN' || event === 'MFA_CHALLENGE_VERIFIED') setTimeout(() => void recordLastLogin(session.user.id), 0);
    if (event === 'INITIAL_SESSION') setTimeout(() => void ensureProfile(session), 0);
  });
  stopListening = () => {
    stopFollowingConnection();
    data.subscription.unsubscribe();
    stopListening = undefined;
  };
  return stopListening;
}

async function recordLastLogin(userId: string) {
  const { error } = await getSupabase()
    .from('users')
    .update({ lastloginat: new Date().toISOString() })
    .eq('userid', userId);
  if (error) console.error('Error updating last login', error);
}
