import { getSupabase } from '@aayra/supabase/client';
import type { QueryClient } from '@aayra/supabase/query';
import { isOffline } from '@aayra/supabase/connection';
import type { DueReview as ListedReview } from '@aayra/supabase/home-dashboard';
import { pendingReviewsQueryOptions } from './get-pending-reviews';
import { reviewSessionQueryOptions, type ReviewSession } from './get-review';

export type DueReview = Pick<ListedReview, 'entryid' | 'sessionid'>;

/**
 * How many due reviews are kept on the device, oldest due first: Home's five and well beyond, but
 * never a long backlog's every study set fetched on each visit.
 */
export const KEPT_DUE_REVIEWS = 20;

/** A review kept longer than this is fetched again, so what plays offline is at most a day old. */
const KEPT_FRESH_MS = 24 * 60 * 60_000;

/** The review page's own copy shows this review as due, and is recent: nothing to fetch. */
function keptAsDue(queryClient: QueryClient, learnerId: string, review: DueReview, now: number): boolean {
  const { queryKey } = reviewSessionQueryOptions(learnerId, review.sessionid);
  const kept = queryClient.getQueryState<ReviewSession | null>(queryKey);
  const pending = kept?.data?.pending;
  return pending?.entryid === review.entryid && pending.isdue && now - kept!.dataUpdatedAt < KEPT_FRESH_MS;
}

/**
 * Fetches the review page's data (session, due stage, study set) of the due reviews into the page's
 * query cache, under the review page's own key, so the saved cache keeps it on the device and the
 * review opens and plays offline though it was never opened online. One review at a time: it runs
 * behind the pages, not in their way, and goes on when the learner leaves the page that started it.
 * It stops offline (a review not fetched yet is left for the next visit) and when the learner signs
 * out or another signs in: nothing is fetched under one learner's key with another's sign-in.
 * @param shown  the due reviews the page lists, oldest due first
 * @param total  how many are due in all; when the page lists fewer, the rest are asked for
 */
export async function keepDueReviewsOnDevice(
  queryClient: QueryClient,
  learnerId: string,
  shown: readonly DueReview[],
  total: number,
): Promise<void> {
  // Offline the list below would wait for the connection, and every round after it with it.
  if (isOffline()) return;
  let signedIn = true;
  const { data } = getSupabase().auth.onAuthStateChange((_event, session) => {
    if (session?.user.id !== learnerId) signedIn = false;
  });
  try {
    let due: readonly DueReview[] = shown;
    if (total > shown.length && shown.length < KEPT_DUE_REVIEWS) {
      due = await queryClient.fetchQuery(pendingReviewsQueryOptions(learnerId)).catch(() => shown);
    }
    for (const review of due.slice(0, KEPT_DUE_REVIEWS)) {
      if (!signedIn || isOffline()) return;
      if (keptAsDue(queryClient, learnerId, review, Date.now())) continue;
      await queryClient
        .fetchQuery({ ...reviewSessionQueryOptions(learnerId, review.sessionid), staleTime: 0 })
        .catch(() => undefined);
    }
  } finally {
    data.subscription.unsubscribe();
  }
}
