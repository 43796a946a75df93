import { Link } from '@aayra/app-contract/router';
import { reviewPath } from '@aayra/app-contract/routes';
import { SessionCard } from '../../../components/SessionCard';
import { StageBadge } from '../../../components/StageBadge';
import { formatCalendarDate } from '../../../lib/format-date';
import { useSessionRecall } from '../../../lib/api/get-recall';
import { recallFacts } from '../../../lib/recall-facts';
import type { PendingReview } from '../../../lib/api/get-pending-reviews';

/** A due review: its session's name opens the review. */
export function PendingReviewCard({ review }: { review: PendingReview }) {
  const recall = useSessionRecall(review.sessionid);
  return (
    <SessionCard
      title={<Link to={reviewPath(review.sessionid)}>{review.sessionname}</Link>}
      badge={<StageBadge stage={review.reviewstage} mastered={false} />}
      facts={[
        { label: 'Subject', value: review.subjectname },
        { label: 'Topic', value: review.topicname },
        { label: 'Due', value: <time dateTime={review.currentreviewduedate}>{formatCalendarDate(review.currentreviewduedate)}</time> },
        ...recallFacts(recall),
      ]}
    />
  );
}
