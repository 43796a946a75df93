import { Navigate, Outlet, useLocation } from '@aayra/app-contract/router';
import { needsSecondFactor, useAuthSession } from '@aayra/supabase/auth-session';
import { paths } from '@aayra/app-contract/routes';
import { PageLoading } from '../layout/PageLoading';

/**
 * Signed-in pages: 'Loading...' while the session is checked, the login page without one, and
 * the code page while a learner with two-factor authentication has given only their password.
 */
export function RequireAuth() {
  const session = useAuthSession();
  const location = useLocation();
  if (session === undefined) return <PageLoading />;
  if (!session) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (needsSecondFactor(session)) return <Navigate to={paths.signInCode} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
