import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@aayra/supabase/client';
import { STUDY_SESSIONS_KEY } from '@aayra/supabase/session-state';
import { useLearnerId } from '../../../lib/use-learner-id';
import { useLearnerToday } from '../../../lib/use-learner-time-zone';

/** A review entry that is due, with the session it reviews. */
export interface PendingReview {
  entryid: string;
  sessionid: string;
  reviewstage: number;
  currentreviewduedate: string;
  sessionname: string;
  subjectname: string;
  topicname: string;
}

interface PendingReviewRow {
  entryid: string;
  sessionid: string;
  reviewstage: number;
  currentreviewduedate: string;
  studysessions: { sessionname: string; subjectname: string; topicname: string } | null;
}

async function getPendingReviews(learnerId: string, today: string): Promise<PendingReview[]> {
  const { data, error } = await getSupabase()
    .from('reviewcycleentries')
    .select('entryid, sessionid, reviewstage, currentreviewduedate, studysessions(sessionname, subjectname, topicname)')
    .eq('userid', learnerId)
    .eq('status', 'pending')
    .lte('currentreviewduedate', today)
    .order('currentreviewduedate', { ascending: true })
    .order('reviewstage', { ascending: true });
  if (error) {
    console.error('Error loading pending reviews', error);
    throw error;
  }
  return (data as unknown as PendingReviewRow[]).map(({ studysessions, ...entry }) => ({
    ...entry,
    sessionname: studysessions?.sessionname ?? '',
    subjectname: studysessions?.subjectname ?? '',
    topicname: studysessions?.topicname ?? '',
  }));
}

/** Entries due on or before the learner's today, oldest due first. */
export function pendingReviewsQueryOptions(learnerId: string, today: string) {
  return queryOptions({
    queryKey: [...STUDY_SESSIONS_KEY, 'pending-reviews', learnerId, today],
    queryFn: () => getPendingReviews(learnerId, today),
  });
}

export function usePendingReviews() {
  const learnerId = useLearnerId();
  const today = useLearnerToday();
  return useQuery({
    ...pendingReviewsQueryOptions(learnerId ?? '', today ?? ''),
    enabled: learnerId !== undefined && today !== undefined,
  });
}
