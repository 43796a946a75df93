import type { ReviewSession } from '../../../lib/api/get-review';

/** What opening a session allows: recording a due review, or only browsing its study set. */
export type ReviewState =
  | { kind: 'due'; entryid: string; stage: number }
  | { kind: 'upcoming'; stage: number; dueDate: string }
  | { kind: 'mastered' }
  | { kind: 'not-reviewed' };

/** Whether the session's waiting review is due is the database's answer (isdue), not the browser's clock. */
export function reviewState(session: ReviewSession): ReviewState {
  if (session.masteredat !== null) return { kind: 'mastered' };
  const { pending } = session;
  if (!pending) return { kind: 'not-reviewed' };
  if (pending.isdue) return { kind: 'due', entryid: pending.entryid, stage: pending.reviewstage };
  return { kind: 'upcoming', stage: pending.reviewstage, dueDate: pending.currentreviewduedate };
}
