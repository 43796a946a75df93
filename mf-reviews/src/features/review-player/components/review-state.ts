import type { ReviewSession } from '../api/get-review';

/** What opening a session allows: recording a due review, or only browsing its study set. */
export type ReviewState =
  | { kind: 'due'; entryid: string; stage: number }
  | { kind: 'upcoming'; stage: number; dueDate: string }
  | { kind: 'mastered' }
  | { kind: 'not-reviewed' };

/** Due means pending with a due date on or before the learner's today (YYYY-MM-DD). */
export function reviewState(session: ReviewSession, today: string): ReviewState {
  if (session.masteredat !== null) return { kind: 'mastered' };
  const { entry } = session;
  if (!entry || entry.status !== 'pending') return { kind: 'not-reviewed' };
  if (entry.currentreviewduedate <= today) return { kind: 'due', entryid: entry.entryid, stage: entry.reviewstage };
  return { kind: 'upcoming', stage: entry.reviewstage, dueDate: entry.currentreviewduedate };
}
