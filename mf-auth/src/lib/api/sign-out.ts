import { useMutation, useQueryClient, type QueryClient } from '@aayra/supabase/query';
import { useNavigate } from '@aayra/app-contract/router';
import { getSupabase } from '@aayra/supabase/client';
import { paths } from '@aayra/app-contract/routes';
import { whileWorking } from '@aayra/app-contract/working';

/** The server answering these means the session is already gone: signing out has nothing left to do. */
const ALREADY_SIGNED_OUT = new Set([401, 403, 404]);

/** 'local': this device only, the learner's other devices stay signed in; 'global': every device. */
export type SignOutScope = 'local' | 'global';

async function signOut(queryClient: QueryClient, scope: SignOutScope): Promise<void> {
  const { error } = await getSupabase().auth.signOut({ scope });
  if (error && !ALREADY_SIGNED_OUT.has(error.status ?? 0)) throw error;
  // Whoever signs in next on this device must not see this learner's cached data.
  queryClient.removeQueries();
}

/** Signs out, then opens /login. */
export function useSignOut(scope: SignOutScope = 'local') {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => whileWorking(() => signOut(queryClient, scope)),
    // Here, not in the page: the host's route guard may already have left the profile page.
    onSuccess: () => void navigate(paths.login, { replace: true }),
  });
}
