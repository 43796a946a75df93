import type { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '@aayra/supabase/client';

/**
 * The auth client reads an e-mailed link's outcome (#error=...&error_code=otp_expired, or a
 * session) once, as the page loads, and keeps it: initialize() answers with it every time, after
 * the fragment is gone. It only fails over the link it found in the address.
 */
export async function readEmailLinkError(): Promise<AuthError | null> {
  const { error } = await getSupabase().auth.initialize();
  return error;
}
