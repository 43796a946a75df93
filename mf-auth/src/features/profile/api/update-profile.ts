import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import type { Database } from '@aayra/supabase/database.types';
import { profileQueryOptions } from '@aayra/supabase/profile';
import { storedWeekdays } from '../../../lib/weekdays';

/** What a profile update says when no learner is loaded. */
export const USER_NOT_AVAILABLE = 'User not available';

type UsersUpdate = Database['public']['Tables']['users']['Update'];

/** What the learner changed; a field left out is not sent at all. */
export interface ProfileChanges {
  displayname?: string;
  studentcategory?: string;
  preferredstudyweekdays?: readonly string[];
  /** HH:MM, or null to clear it. */
  preferredstudystarttime?: string | null;
  timezone?: string;
  weeklygoal?: number;
  profilepictureurl?: string;
}

/** The row update for the given changes: only what is provided, weekdays normalised. */
export function profileUpdate(changes: ProfileChanges): UsersUpdate {
  const { preferredstudyweekdays, ...rest } = changes;
  const update: UsersUpdate = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  if (preferredstudyweekdays !== undefined) update.preferredstudyweekdays = storedWeekdays(preferredstudyweekdays);
  return update;
}

export async function saveProfileChanges(userId: string | undefined, changes: ProfileChanges): Promise<void> {
  if (!userId) throw new Error(USER_NOT_AVAILABLE);
  const update = profileUpdate(changes);
  if (Object.keys(update).length === 0) return;
  const { error } = await getSupabase().from('users').update(update).eq('userid', userId);
  if (error) throw error;
}

export function useUpdateProfile(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => saveProfileChanges(userId, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(userId ?? '').queryKey }),
  });
}
