import { useMutation } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { paths } from '@aayra/app-contract/routes';

async function sendRecoveryLink(email: string): Promise<void> {
  const { error } = await getSupabase().auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${paths.resetPassword}`,
  });
  if (error) throw error;
}

export function useSendRecoveryLink() {
  return useMutation({ mutationFn: sendRecoveryLink });
}
