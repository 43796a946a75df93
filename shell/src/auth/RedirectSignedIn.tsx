import { Navigate, Outlet } from 'react-router-dom';
import { useAuthSession } from '@aayra/supabase/auth-session';
import { paths } from '@aayra/supabase/routes';

/** Login, register and forgot-password have nothing to offer a learner who is signed in. */
export function RedirectSignedIn() {
  const session = useAuthSession();
  return session ? <Navigate to={paths.home} replace /> : <Outlet />;
}
