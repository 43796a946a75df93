import type { Session } from '@supabase/supabase-js';
import { getSupabase } from '../client';
import { queryClient } from '../query-client';
import { profileQueryOptions } from './profile-query';

/**
 * A learner whose profile row is missing (created before the trigger existed) gets one. The row is
 * read as the profile query reads it, and the top bar's read is the same one: whichever starts
 * first, the page asks for the row once. A copy restored from the device is never taken for it:
 * the providers mark restored data stale (fetchSavedDataAnew), so it is read anew.
 */
export async function ensureProfile(session: Session): Promise<void> {
  const profile = profileQueryOptions(session.user.id);
  let existing;
  try {
    existing = await queryClient.fetchQuery(profile);
  } catch {
    // Refused, or still failing after the query's retries: the next start-up checks again.
    // (Offline, the read waits for the connection, as every query does.)
    return;
  }
  if (existing) return;
  const metadata = session.user.user_metadata as Record<string, unknown>;
  const { error } = await getSupabase().from('users').insert({
    userid: session.user.id,
    email: session.user.email ?? '',
    displayname: typeof metadata.displayname === 'string' ? metadata.displayname : null,
  });
  if (error) console.error('Error loading user data', error);
  // The top bar shows the row it now has.
  await queryClient.invalidateQueries({ queryKey: profile.queryKey });
}
