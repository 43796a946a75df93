import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { useLearnerId } from '../use-learner-id';
import { dueReview, type DueReview } from '@aayra/supabase/home-dashboard';
import type { StudySet } from '../study-set';
import { getStudySet } from './get-study-set';

/** A session opened for review: the session, its pending review (due or not yet) and its study set. */
export interface ReviewSession {
  sessionid: string;
  sessionname: string;
  subjectname: string;
  topicname: string;
  status: string;
  masteredat: string | null;
  /** The stage waiting to be reviewed, with isdue as the database decides it; null when none is. */
  pending: DueReview | null;
  studySet: StudySet | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address's id can name a session at all: anything else is not found, online or not. */
export const isSessionId = (sessionId: string): boolean => UUID.test(sessionId);

/** null when there is no such session for this learner (row-level security hides everyone else's). */
async function getReviewSession(sessionId: string): Promise<ReviewSession | null> {
  // Anything that is not an id cannot name a session; asking would only earn a 400.
  if (!isSessionId(sessionId)) return null;
  const supabase = getSupabase();
  const [session, pending, studySet] = await Promise.all([
    supabase
      .from('studysessions')
      .select('sessionid, sessionname, subjectname, topicname, status, masteredat')
      .eq('sessionid', sessionId)
      .maybeSingle(),
    // At most one stage of a session waits at a time.
    supabase.rpc('get_pending_reviews').eq('sessionid', sessionId).maybeSingle(),
    getStudySet(sessionId),
  ]);
  if (session.error) throw session.error;
  if (pending.error) throw pending.error;
  if (!session.data) return null;
  return { ...session.data, pending: pending.data && dueReview(pending.data), studySet };
}

export function reviewSessionQueryOptions(learnerId: string, sessionId: string) {
  return queryOptions({
    queryKey: ['mf-reviews', 'review-session', learnerId, sessionId],
    queryFn: () => getReviewSession(sessionId),
  });
}

export function useReviewSession(sessionId: string) {
  const learnerId = useLearnerId();
  return useQuery({ ...reviewSessionQueryOptions(learnerId ?? '', sessionId), enabled: learnerId !== undefined && isSessionId(sessionId) });
}
