import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getSupabase } from '@aayra/supabase/client';

/** Specification 8: the server answering these means the session is already gone. */
const ALREADY_SIGNED_OUT = new Set([401, 403, 404]);

async function signOut(queryClient: QueryClient): Promise<void> {
  const { error } = await getSupabase().auth.signOut();
  if (error && !ALREADY_SIGNED_OUT.has(error.status ?? 0)) throw error;
  // Whoever signs in next on this device must not see this learner's cached data.
  queryClient.removeQueries();
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => signOut(queryClient) });
}
