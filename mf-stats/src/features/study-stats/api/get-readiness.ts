import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { useAuthSession } from '@aayra/supabase/auth-session';
import { readinessBySubject, type SubjectReadiness } from '../lib/readiness';
import { READ_ON_OPEN } from './read-on-open';

/** Predicted recall per subject, topic and session (the database's memory model). */
async function getReadiness(): Promise<SubjectReadiness[]> {
  const { data, error } = await getSupabase().rpc('get_recall');
  if (error) throw error;
  return readinessBySubject(data);
}

export function readinessQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: ['mf-stats', 'readiness', learnerId],
    queryFn: getReadiness,
    ...READ_ON_OPEN,
  });
}

export function useReadiness() {
  const learnerId = useAuthSession()?.user.id;
  return useQuery({ ...readinessQueryOptions(learnerId ?? ''), enabled: learnerId !== undefined });
}
