import { queryOptions } from '@aayra/supabase/query';
import { getSupabase } from '../client';
import { PROFILE_COLUMNS, type Profile } from './profile';

/** The learner's profile row, or null when it does not exist (yet). */
async function getProfile(userId: string): Promise<Profile | null> {
  const { data, error } = await getSupabase().from('users').select(PROFILE_COLUMNS).eq('userid', userId).maybeSingle();
  if (error) throw error;
  return data;
}

/**
 * Shared by the top bar, the profile page and the start-up's check that the row exists; whoever
 * changes the profile invalidates this key.
 */
export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['supabase', 'profile', userId],
    queryFn: () => getProfile(userId),
  });
}
