import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { STUDY_SESSIONS_KEY } from '@aayra/supabase/session-state';
import { useLearnerId } from '../../../lib/use-learner-id';
import { SESSION_SUMMARY_COLUMNS, toSessionSummary } from './session-summary';

export const COMPLETED_SESSIONS_LIMIT = 50;

async function getCompletedSessions(learnerId: string) {
  const { data, error } = await getSupabase()
    .from('studysessions')
    .select(SESSION_SUMMARY_COLUMNS)
    .eq('userid', learnerId)
    .eq('status', 'completed')
    .order('completedat', { ascending: false })
    .limit(COMPLETED_SESSIONS_LIMIT);
  if (error) throw error;
  return data.map(toSessionSummary);
}

/** The latest 50 completed sessions, newest first; kept fresh for 30 seconds. */
export function completedSessionsQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: [...STUDY_SESSIONS_KEY, 'completed-sessions', learnerId],
    queryFn: () => getCompletedSessions(learnerId),
    staleTime: 30_000,
  });
}

export function useCompletedSessions() {
  const learnerId = useLearnerId();
  return useQuery({ ...completedSessionsQueryOptions(learnerId ?? ''), enabled: learnerId !== undefined });
}
