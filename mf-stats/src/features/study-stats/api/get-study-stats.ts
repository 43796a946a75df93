import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { useAuthSession } from '@aayra/supabase/auth-session';
import type { CompositeTypes } from '@aayra/supabase/database.types';
import { DEFAULT_WEEKLY_GOAL } from '@aayra/supabase/profile';
import { READ_ON_OPEN } from './read-on-open';

/** The learner's figures as the database counts them, in the learner's own time zone. */
export type StudyStats = CompositeTypes<'study_stats'>;

/** What the dialog shows when the figures cannot be loaded: every figure zero. */
export const NO_STATS: Pick<
  StudyStats,
  'totalsessions' | 'thisweeksessions' | 'streak' | 'milestone' | 'weeklygoal' | 'daysremaininginweek'
> = {
  totalsessions: 0,
  thisweeksessions: 0,
  streak: 0,
  milestone: null,
  weeklygoal: DEFAULT_WEEKLY_GOAL,
  daysremaininginweek: 0,
};

async function getStudyStats(): Promise<StudyStats> {
  const { data, error } = await getSupabase().rpc('get_study_stats');
  if (error) throw error;
  return data;
}

export function studyStatsQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: ['mf-stats', 'study-stats', learnerId],
    queryFn: getStudyStats,
    ...READ_ON_OPEN,
  });
}

export function useStudyStats() {
  const learnerId = useAuthSession()?.user.id;
  return useQuery({ ...studyStatsQueryOptions(learnerId ?? ''), enabled: learnerId !== undefined });
}
