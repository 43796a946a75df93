import { EmptyState } from '@aayra/design-system/components';
import { PageHeader } from '../../../components/PageHeader';
import { ListStatus } from '../../../components/ListStatus';
import { usePendingReviews } from '../api/get-pending-reviews';
import { PendingReviewCard } from './PendingReviewCard';
import { useRefetchWhenVisible } from './use-refetch-when-visible';

export default function PendingReviewsPage() {
  const reviews = usePendingReviews();
  useRefetchWhenVisible(reviews.refetch);
  // A failed load shows no entries at all, not the ones from before (they may be done already).
  const shown = reviews.isError ? undefined : reviews.data;

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
