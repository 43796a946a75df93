import { lazy } from 'react';
import { Navigate } from '@aayra/app-contract/router';
import { useAuthSession } from '@aayra/supabase/auth-session';
import { paths } from '@aayra/app-contract/routes';

const LandingPage = lazy(() => import('./landing/LandingPage'));

/** `/`: the landing page for visitors, home for a signed-in learner. */
export default function RootPage() {
  const session = useAuthSession();
  if (session) return <Navigate to={paths.home} replace />;
  // While the session is checked, render nothing rather than flash the landing at a learner.
  return session === null ? <LandingPage /> : null;
}
