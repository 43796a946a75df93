import { useId } from 'react';
import { Link } from '@aayra/app-contract/router';
import { Card } from '@aayra/design-system/components';
import type { DueReview } from '@aayra/supabase/home-dashboard';
import { paths, reviewPath } from '@aayra/app-contract/routes';
import { StageBadge } from '../../../components/StageBadge';

interface DueReviewsCardProps {
  /** The first five due, oldest first. */
  reviews: DueReview[];
  /** How many are due in all. */
  total: number;
}

/** The reviews due today by name, each opening its review; the rest are on Pending Reviews. */
export function DueReviewsCard({ reviews, total }: DueReviewsCardProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="home-today__card">
      <h3 id={headingId}>Reviews due today</h3>
      {reviews.length === 0 ? (
        <p className="home-today__note">No reviews due today.</p>
      ) : (
        <ul className="home-today__reviews">
          {reviews.map((review) => (
            <li key={review.entryid}>
              <Link to={reviewPath(review.sessionid)}>{review.sessionname}</Link>
              <StageBadge stage={review.reviewstage} mastered={false} />
            </li>
          ))}
        </ul>
      )}
      {total > reviews.length && (
        <Link className="home-today__more" to={paths.pendingReviews}>
          See all {total} reviews due
        </Link>
      )}
    </Card>
  );
}
