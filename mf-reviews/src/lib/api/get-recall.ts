import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import type { RecallFigure } from '@aayra/app-contract/recall';
import { useLearnerId } from '../use-learner-id';

/** The learner's predicted recall per session (the database's memory model). A list, not a map: the query cache is kept as JSON. */
async function getSessionRecall(): Promise<RecallFigure[]> {
  const { data, error } = await getSupabase().rpc('get_recall').eq('scope', 'session');
  if (error) throw error;
  return data;
}

export function sessionRecallQueryOptions(learnerId: string) {
  return queryOptions({
    // Under 'mf-reviews', so completing a review (which changes the states) refreshes it.
    queryKey: ['mf-reviews', 'session-recall', learnerId],
    queryFn: getSessionRecall,
  });
}

/** One session's figures; without them (none yet, not loaded, offline) the pages simply leave them out. */
export function useSessionRecall(sessionId: string): RecallFigure | undefined {
  const learnerId = useLearnerId();
  const figures = useQuery({ ...sessionRecallQueryOptions(learnerId ?? ''), enabled: learnerId !== undefined });
  return figures.data?.find((figure) => figure.sessionid === sessionId);
}
