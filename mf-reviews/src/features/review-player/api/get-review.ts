import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@aayra/supabase/client';
import { useLearnerId } from '../../../lib/use-learner-id';
import type { StudySet } from '../lib/study-set';
import { getStudySet } from './get-study-set';

/** A session opened for review: the session, its latest review entry and its study set. */
export interface ReviewSession {
  sessionid: string;
  sessionname: string;
  subjectname: string;
  topicname: string;
  status: string;
  masteredat: string | null;
  entry: { entryid: string; reviewstage: number; status: string; currentreviewduedate: string } | null;
  studySet: StudySet | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** null when there is no such session for this learner (row-level security hides everyone else's). */
async function getReviewSession(sessionId: string): Promise<ReviewSession | null> {
  // Anything that is not an id cannot name a session; asking would only earn a 400.
  if (!UUID.test(sessionId)) return null;
  const supabase = getSupabase();
  const [session, entries, studySet] = await Promise.all([
    supabase
      .from('studysessions')
      .select('sessionid, sessionname, subjectname, topicname, status, masteredat')
      .eq('sessionid', sessionId)
      .maybeSingle(),
    // One entry per stage: the highest stage says where the cycle stands.
    supabase
      .from('reviewcycleentries')
      .select('entryid, reviewstage, status, currentreviewduedate')
      .eq('sessionid', sessionId)
      .order('reviewstage', { ascending: false })
      .limit(1),
    getStudySet(sessionId),
  ]);
  if (session.error) throw session.error;
  if (entries.error) throw entries.error;
  if (!session.data) return null;
  return { ...session.data, entry: entries.data[0] ?? null, studySet };
}

export function reviewSessionQueryOptions(learnerId: string, sessionId: string) {
  return queryOptions({
    queryKey: ['mf-reviews', 'review-session', learnerId, sessionId],
    queryFn: () => getReviewSession(sessionId),
  });
}

export function useReviewSession(sessionId: string) {
  const learnerId = useLearnerId();
  return useQuery({ ...reviewSessionQueryOptions(learnerId ?? '', sessionId), enabled: learnerId !== undefined });
}
