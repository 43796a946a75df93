import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { dueReview, type DueReview } from '@aayra/supabase/home-dashboard';
import { useLearnerId } from '../use-learner-id';

/** A review entry that is due, with the session it reviews. */
export type PendingReview = DueReview;

/**
 * The learner's reviews due, as the database decides "due" (the learner's today on its clock),
 * oldest due first, then the earliest stage, then the session started first: Home's order.
 */
async function getPendingReviews(): Promise<PendingReview[]> {
  const { data, error } = await getSupabase()
    .rpc('get_pending_reviews')
    .eq('isdue', true)
    .order('currentreviewduedate')
    .order('reviewstage')
    .order('sessioncreatedat')
    .order('entryid');
  if (error) {
    console.error('Error loading pending reviews', error);
    throw error;
  }
  return data.map(dueReview);
}

export function pendingReviewsQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: ['mf-reviews', 'pending-reviews', learnerId],
    queryFn: getPendingReviews,
  });
}

export function usePendingReviews() {
  const learnerId = useLearnerId();
  return useQuery({ ...pendingReviewsQueryOptions(learnerId ?? ''), enabled: learnerId !== undefined });
}
