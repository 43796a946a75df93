import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { fetchStudySet } from '@aayra/supabase/study-set-record';
import { SESSION_FLOW_KEY } from '../../../lib/query-keys';

export type { StudySetRecord } from '@aayra/supabase/study-set-record';

/** The session's study set, or null when none has been generated yet. */
export const studySetQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: [SESSION_FLOW_KEY, 'study-set', sessionId], queryFn: () => fetchStudySet(getSupabase(), sessionId) });

export function useStudySet(sessionId: string) {
  return useQuery(studySetQueryOptions(sessionId));
}
