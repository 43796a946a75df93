import { useEffect, useRef } from 'react';
import { Link } from '@aayra/app-contract/router';
import { Card } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';
import { daysFromToday, formatCalendarDate } from '../../../lib/format-date';
import { recallPercent } from '@aayra/app-contract/recall';
import type { ReviewOutcome } from '../api/complete-review';

export const SAVED_ON_DEVICE = 'Saved on this device. Your answers will be sent as soon as Aayra can be reached.';

/** What the database decided: the next stage's due date, or the end of the cycle. */
function whatComesNext(outcome: Extract<ReviewOutcome, { kind: 'recorded' }>) {
  if (outcome.mastered || !outcome.nextDueDate) return 'You have completed every review of this session.';
  return `Stage ${outcome.nextStage ?? ''} is due on ${formatCalendarDate(outcome.nextDueDate)}.`;
}

/**
 * "Expected recall at your next review, in 7 days (Dec 6, 2026): 95%. Today, before this review: 95%."
 * The two figures are of different days: the same share remembered a week later is what the
 * review gained, so the figure says which day it is for (a bare "95%, was 95%" read as nothing learned).
 */
export function recallChange(after: number, before: number | null, nextDueDate: string | null) {
  const days = nextDueDate ? daysFromToday(nextDueDate) : MASTERED_HORIZON_DAYS;
  const when = `in ${days} ${days === 1 ? 'day' : 'days'}`;
  const expected = nextDueDate
    ? `Expected recall at your next review, ${when} (${formatCalendarDate(nextDueDate)}): ${recallPercent(after)}.`
    : `Expected recall ${when}: ${recallPercent(after)}.`;
  return before === null ? expected : `${expected} Today, before this review: ${recallPercent(before)}.`;
}

// Once a session is mastered its recall is predicted 90 days on, the ladder's last interval (get_recall).
const MASTERED_HORIZON_DAYS = 90;

interface ReviewCompleteProps {
  outcome: ReviewOutcome;
  /** The session's predicted recall today, before the review (null when nothing was answered yet). */
  recallBefore: number | null;
  /** Its predicted recall on the next review's day, with this review's answers (null until known). */
  recallAfter: number | null;
}

/**
 * What the learner sees once the review is recorded, or saved on this device to be sent later
 * (no next date or recall then: the database decides them when the answers arrive).
 */
export function ReviewComplete({ outcome, recallBefore, recallAfter }: ReviewCompleteProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const recorded = outcome.kind === 'recorded' ? outcome : null;
  return (
    <Card as="section" className="review-complete" aria-labelledby="review-complete-title">
      <h2 id="review-complete-title" ref={headingRef} tabIndex={-1}>
        {!recorded ? 'Review saved' : recorded.mastered ? 'Mastered!' : 'Review complete'}
      </h2>
      <p>{recorded ? whatComesNext(recorded) : SAVED_ON_DEVICE}</p>
      {recorded && recallAfter !== null && <p className="review-complete__recall">{recallChange(recallAfter, recallBefore, recorded.mastered ? null : recorded.nextDueDate)}</p>}
      <p>
        <Link to={paths.pendingReviews}>Back to Pending Reviews</Link>
      </p>
    </Card>
  );
}
