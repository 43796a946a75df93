import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@aayra/supabase/client';
import { useLearnerId } from '../../../lib/use-learner-id';

/** The home page's counts, all from one database call. */
export interface HomeDashboard {
  pendingReviews: number;
  incompleteSessions: number;
  completedSessions: number;
}

async function getHomeDashboard(): Promise<HomeDashboard> {
  const { data, error } = await getSupabase().rpc('get_home_dashboard');
  if (error) throw error;
  const counts = data as unknown as Partial<Record<'pendingreviews' | 'incompletesessions' | 'completedsessions', number>> | null;
  return {
    pendingReviews: counts?.pendingreviews ?? 0,
    incompleteSessions: counts?.incompletesessions ?? 0,
    completedSessions: counts?.completedsessions ?? 0,
  };
}

/** One query shared by the three home cards, so the page makes one call for all of them. */
export function homeDashboardQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: ['mf-reviews', 'home-dashboard', learnerId],
    queryFn: getHomeDashboard,
  });
}

export function useHomeDashboard() {
  const learnerId = useLearnerId();
  return useQuery({ ...homeDashboardQueryOptions(learnerId ?? ''), enabled: learnerId !== undefined });
}
