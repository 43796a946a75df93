import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@aayra/app-contract/router';
import { getSupabase } from '@aayra/supabase/client';
import { paths } from '@aayra/app-contract/routes';
import { whileWorking } from '@aayra/app-contract/working';

/** The server answering these means the session is already gone: signing out has nothing left to do. */
const ALREADY_SIGNED_OUT = new Set([401, 403, 404]);

async function signOut(queryClient: QueryClient): Promise<void> {
  // This device only: the learner's other devices stay signed in.
  const { error } = await getSupabase().auth.signOut({ scope: 'local' });
  if (error && !ALREADY_SIGNED_OUT.has(error.status ?? 0)) throw error;
  // Whoever signs in next on this device must not see this learner's cached data.
  queryClient.removeQueries();
}

/** Signs out, then opens /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => whileWorking(() => signOut(queryClient)),
    // Here, not in the page: the host's route guard may already have left the profile page.
    onSuccess: () => void navigate(paths.login, { replace: true }),
  });
}
