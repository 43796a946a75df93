import { useMutation } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';

async function updatePassword(password: string): Promise<void> {
  const supabase = getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
  // The recovery link's session ends here, and with it any session someone else may hold.
  await supabase.auth.signOut({ scope: 'global' });
}

export function useUpdatePassword() {
  // Not retried: a password the server refused is refused again.
  return useMutation({ mutationFn: updatePassword, retry: false });
}
