import type { Profile } from '@aayra/supabase/profile';

/** First login (specification 5): the profile still lacks a display name or a student category. */
export function isFirstLogin(profile: Pick<Profile, 'displayname' | 'studentcategory'> | null | undefined): boolean {
  return !profile?.displayname?.trim() || !profile.studentcategory;
}

/** Router state that tells the profile page it is the learner's first stop after signing in. */
export interface FirstLoginState {
  firstLogin: true;
}

export function isFirstLoginState(state: unknown): state is FirstLoginState {
  return typeof state === 'object' && state !== null && (state as { firstLogin?: unknown }).firstLogin === true;
}
