import { formatCalendarDate } from '../../../lib/format-date';
import type { ReviewState } from './review-state';

const browseOnly = 'You can browse the study set; nothing you answer is recorded.';

/** Says up front whether this visit counts as a review. */
export function ReviewStatusNote({ state }: { state: ReviewState }) {
  let text: string;
  switch (state.kind) {
    case 'due':
      text = `Stage ${state.stage} review is due. Work through the three steps, then complete the review.`;
      break;
    case 'upcoming':
      text = `Stage ${state.stage} review is due on ${formatCalendarDate(state.dueDate)}. ${browseOnly}`;
      break;
    case 'mastered':
      text = `Mastered: every review of this session is done. ${browseOnly}`;
      break;
    default:
      text = `This session has no review due. ${browseOnly}`;
  }
  return <p className="reviews-notice">{text}</p>;
}
