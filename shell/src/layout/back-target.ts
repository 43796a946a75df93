import { paths } from '@aayra/app-contract/routes';

/**
 * Where the bottom bar's back button goes: nowhere on Home, Home from the two lists it opens, else
 * back. A page opened first in its tab (a reload, a bookmark) has no step back inside the app: back
 * would leave Aayra past every guard, so it goes Home instead.
 */
export function backTarget(pathname: string, hasStepBack: boolean): 'home' | 'stay' | 'history' {
  if (pathname === paths.home) return 'stay';
  if (pathname === paths.completedSessions || pathname === paths.pendingReviews) return 'home';
  return hasStepBack ? 'history' : 'home';
}
