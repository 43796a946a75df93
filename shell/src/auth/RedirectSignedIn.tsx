import { useState } from 'react';
import { Navigate, Outlet } from '@aayra/app-contract/router';
import { useAuthSession } from '@aayra/supabase/auth-session';
import { paths } from '@aayra/app-contract/routes';

/**
 * Login, register and forgot-password have nothing to offer a learner who arrives signed in.
 * A learner who signs in or up on the page itself is left to the page, which knows where to go
 * next (a first login goes to the profile).
 */
export function RedirectSignedIn() {
  const session = useAuthSession();
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | undefined>(undefined);
  if (arrivedSignedIn === undefined && session !== undefined) setArrivedSignedIn(session !== null);
  return arrivedSignedIn ? <Navigate to={paths.home} replace /> : <Outlet />;
}
