import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { useAuthSession } from '@aayra/supabase/auth-session';
import { HOME_DASHBOARD_KEY } from '@aayra/supabase/home-dashboard';
import { profileQueryOptions } from '@aayra/supabase/profile';
import { studyStatsQueryOptions } from './get-study-stats';

async function setWeeklyGoal({ learnerId, weeklygoal }: { learnerId: string; weeklygoal: number }) {
  const { data, error } = await getSupabase()
    .from('users')
    .update({ weeklygoal })
    .eq('userid', learnerId)
    .select('weeklygoal');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('The profile was not found.');
}

/** Stores the weekly goal on the profile, so every device and the reminders agree on it. */
export function useSetWeeklyGoal() {
  const queryClient = useQueryClient();
  const learnerId = useAuthSession()?.user.id ?? '';
  return useMutation({
    mutationFn: (weeklygoal: number) => setWeeklyGoal({ learnerId, weeklygoal }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studyStatsQueryOptions(learnerId).queryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryOptions(learnerId).queryKey }),
        // Home shows this week's progress against the goal too.
        queryClient.invalidateQueries({ queryKey: HOME_DASHBOARD_KEY }),
      ]),
  });
}
