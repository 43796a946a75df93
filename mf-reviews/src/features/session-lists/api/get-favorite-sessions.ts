import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { STUDY_SESSIONS_KEY } from '@aayra/supabase/session-state';
import { useLearnerId } from '../../../lib/use-learner-id';
import { SESSION_SUMMARY_COLUMNS, toSessionSummary } from './session-summary';

async function getFavoriteSessions(learnerId: string) {
  const { data, error } = await getSupabase()
    .from('studysessions')
    .select(SESSION_SUMMARY_COLUMNS)
    .eq('userid', learnerId)
    .eq('isfavorite', true)
    .order('createdat', { ascending: false });
  if (error) throw error;
  return data.map(toSessionSummary);
}

/** Every favorite session, not only those among the latest 50 completed. */
export function favoriteSessionsQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: [...STUDY_SESSIONS_KEY, 'favorite-sessions', learnerId],
    queryFn: () => getFavoriteSessions(learnerId),
  });
}

export function useFavoriteSessions() {
  const learnerId = useLearnerId();
  return useQuery({ ...favoriteSessionsQueryOptions(learnerId ?? ''), enabled: learnerId !== undefined });
}
