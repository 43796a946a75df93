import { Navigate, Outlet, useLocation } from '@aayra/app-contract/router';
import { useAuthSession } from '@aayra/supabase/auth-session';
import { paths } from '@aayra/app-contract/routes';
import { PageLoading } from '../layout/PageLoading';

/** Signed-in pages: 'Loading...' while the session is checked, the login page without one. */
export function RequireAuth() {
  const session = useAuthSession();
  const location = useLocation();
  if (session === undefined) return <PageLoading />;
  if (!session) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
