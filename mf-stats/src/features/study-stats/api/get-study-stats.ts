import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@aayra/supabase/client';
import { useAuthSession } from '@aayra/supabase/auth-session';

/** The learner's figures as the database counts them, in the learner's own time zone. */
export interface StudyStats {
  totalSessions: number;
  thisWeekSessions: number;
  streakDays: number;
  /** The highest streak milestone reached (7, 15, 25, 30, 50, 75, 100), or null. */
  milestone: number | null;
  weeklyGoal: number;
  /** Days left in the week counting today (Monday 7 ... Sunday 1). */
  daysRemainingInWeek: number;
}

/** What the dialog shows when the figures cannot be loaded: every figure zero. */
export const NO_STATS: StudyStats = {
  totalSessions: 0,
  thisWeekSessions: 0,
  streakDays: 0,
  milestone: null,
  weeklyGoal: 10,
  daysRemainingInWeek: 0,
};

interface StudyStatsAnswer {
  totalsessions: number;
  thisweeksessions: number;
  streak: number;
  milestone: number | null;
  weeklygoal: number;
  daysremaininginweek: number;
}

async function getStudyStats(): Promise<StudyStats> {
  const { data, error } = await getSupabase().rpc('get_study_stats');
  if (error) throw error;
  const stats = data as unknown as StudyStatsAnswer | null;
  if (!stats) return NO_STATS;
  return {
    totalSessions: stats.totalsessions,
    thisWeekSessions: stats.thisweeksessions,
    streakDays: stats.streak,
    milestone: stats.milestone,
    weeklyGoal: stats.weeklygoal,
    daysRemainingInWeek: stats.daysremaininginweek,
  };
}

export function studyStatsQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: ['mf-stats', 'study-stats', learnerId],
    queryFn: getStudyStats,
  });
}

export function useStudyStats() {
  const learnerId = useAuthSession()?.user.id;
  return useQuery({ ...studyStatsQueryOptions(learnerId ?? ''), enabled: learnerId !== undefined });
}
