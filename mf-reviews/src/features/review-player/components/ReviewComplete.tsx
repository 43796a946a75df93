import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';
import { formatCalendarDate } from '../../../lib/format-date';
import type { ReviewOutcome } from '../api/complete-review';

/** What the learner sees once the database has recorded the review. */
export function ReviewComplete({ outcome }: { outcome: ReviewOutcome }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card as="section" className="review-complete" aria-labelledby="review-complete-title">
      <h2 id="review-complete-title" ref={headingRef} tabIndex={-1}>
        {outcome.mastered ? 'Mastered!' : 'Review complete'}
      </h2>
      <p>
        {outcome.mastered || !outcome.nextDueDate
          ? 'You have completed every review of this session.'
          : `Stage ${outcome.nextStage ?? ''} is due on ${formatCalendarDate(outcome.nextDueDate)}.`}
      </p>
      <p>
        <Link to={paths.pendingReviews}>Back to Pending Reviews</Link>
      </p>
    </Card>
  );
}
