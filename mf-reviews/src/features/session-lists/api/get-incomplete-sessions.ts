import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import type { StudySessionStatus } from '@aayra/supabase/current-session';
import { knownStatus, STUDY_SESSIONS_KEY } from '@aayra/supabase/session-state';
import { useLearnerId } from '../../../lib/use-learner-id';

export const INCOMPLETE_SESSIONS_LIMIT = 20;

export interface IncompleteSession {
  sessionid: string;
  sessionname: string;
  subjectname: string;
  topicname: string;
  /** incomplete, or validating (left before its break). */
  status: StudySessionStatus;
  focusdurationminutes: number;
  breakdurationminutes: number;
  createdat: string;
  updatedat: string;
}

async function getIncompleteSessions(learnerId: string): Promise<IncompleteSession[]> {
  const { data, error } = await getSupabase()
    .from('studysessions')
    .select('sessionid, sessionname, subjectname, topicname, status, focusdurationminutes, breakdurationminutes, createdat, updatedat')
    .eq('userid', learnerId)
    .in('status', ['incomplete', 'validating'])
    .order('updatedat', { ascending: false })
    .limit(INCOMPLETE_SESSIONS_LIMIT);
  if (error) throw error;
  return data.map((row) => ({ ...row, status: knownStatus(row.status) }));
}

/** Sessions left before their break (incomplete, or still validating), latest first, at most 20. */
export function incompleteSessionsQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: [...STUDY_SESSIONS_KEY, 'incomplete-sessions', learnerId],
    queryFn: () => getIncompleteSessions(learnerId),
  });
}

export function useIncompleteSessions() {
  const learnerId = useLearnerId();
  return useQuery({ ...incompleteSessionsQueryOptions(learnerId ?? ''), enabled: learnerId !== undefined });
}
