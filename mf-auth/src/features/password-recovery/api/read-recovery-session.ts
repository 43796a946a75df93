import type { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '@aayra/supabase/client';

export interface RecoveryLinkOutcome {
  /** Why the reset link could not be used (used, expired, refused by the server), if it could not. */
  error: AuthError | null;
  /** Whether the link signed the learner in, so they may set a new password. */
  signedIn: boolean;
}

/** What the reset link in the address gave: the client reads its session while it initializes. */
export async function readRecoverySession(): Promise<RecoveryLinkOutcome> {
  const supabase = getSupabase();
  const { error } = await supabase.auth.initialize();
  const { data } = await supabase.auth.getSession();
  return { error, signedIn: data.session !== null };
}
