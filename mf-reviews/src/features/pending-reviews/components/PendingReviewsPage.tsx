import { EmptyState } from '@aayra/design-system/components';
import { useReviewsSavedOnDevice } from '@aayra/supabase/queued-calls';
import { useLearnerId } from '../../../lib/use-learner-id';
import { PageHeader } from '../../../components/PageHeader';
import { ListStatus } from '../../../components/ListStatus';
import { usePendingReviews } from '../../../lib/api/get-pending-reviews';
import { useKeepDueReviewsOnDevice } from '../../../lib/api/use-keep-due-reviews';
import { PendingReviewCard } from './PendingReviewCard';
import { useRefetchWhenVisible } from './use-refetch-when-visible';

export default function PendingReviewsPage() {
  const reviews = usePendingReviews();
  useRefetchWhenVisible(reviews.refetch);
  const savedOnDevice = useReviewsSavedOnDevice(useLearnerId());
  // A failed load shows no entries at all, not the ones from before (they may be done already);
  // a review done on this device and waiting to be sent is done for the learner.
  const shown = reviews.isError ? undefined : reviews.data?.filter((review) => !savedOnDevice.has(review.entryid));
  // Every review listed here opens offline too, though never opened online.
  useKeepDueReviewsOnDevice(shown, shown?.length ?? 0, reviews.dataUpdatedAt);

  return (
    <div className="reviews-page">
      <PageHeader title="Pending Reviews" intro="Reviews due today or earlier, oldest first." />
      <ListStatus
        query={reviews}
        loadingLabel="Loading pending reviews"
        errorTitle="Error loading pending reviews"
      />
      {shown?.length === 0 && (
        <EmptyState title="No pending reviews" description="You are all caught up. New reviews appear here when they fall due." />
      )}
      {shown && shown.length > 0 && (
        <ul className="reviews-list" aria-label="Pending reviews">
          {shown.map((review) => (
            <li key={review.entryid}>
              <PendingReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
