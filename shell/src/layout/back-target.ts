import { paths } from '@aayra/app-contract/routes';

/** Where the bottom bar's back button goes: nowhere on Home, Home from the two lists it opens, else back. */
export function backTarget(pathname: string): 'home' | 'stay' | 'history' {
  if (pathname === paths.home) return 'stay';
  if (pathname === paths.completedSessions || pathname === paths.pendingReviews) return 'home';
  return 'history';
}
