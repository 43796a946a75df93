import type { Profile } from '@aayra/supabase/profile';

/** A first login: the profile still lacks a display name or a student category. */
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

/**
 * The sign-up confirmation link cannot carry router state, so the address it opens says it:
 * /profile?first-login. Following the link is the learner's first sign-in.
 */
export const FIRST_LOGIN_PARAM = 'first-login';

/** Where the sign-up confirmation link lands: the profile, as a first login, on this app's origin. */
export function firstLoginLanding(origin: string, profilePath: string): string {
  const url = new URL(profilePath, origin);
  url.searchParams.set(FIRST_LOGIN_PARAM, '');
  return url.toString();
}
