// What Home's areas are called, whichever app draws them: the remote that owns an area, or the
// shell standing in for it while that remote cannot load (the frame keeps its title and count).
import type { WidgetName } from './remote-contract';

/** Home's areas: its cards, then today's section. */
export type HomeArea = Extract<WidgetName, 'startSessionCard' | 'pendingReviewsCard' | 'incompleteSessionsCard' | 'completedSessionsCard' | 'todaySection'>;

export const homeAreaTitles = {
  startSessionCard: 'Start New Session',
  pendingReviewsCard: 'Pending Reviews',
  incompleteSessionsCard: 'Incomplete Sessions',
  completedSessionsCard: 'Completed Sessions',
  todaySection: 'Today',
} as const satisfies Record<HomeArea, string>;

/** The dashboard figure a count card shows. */
export const homeAreaCounts = {
  pendingReviewsCard: 'pendingreviews',
  incompleteSessionsCard: 'incompletesessions',
  completedSessionsCard: 'completedsessions',
} as const satisfies Partial<Record<HomeArea, string>>;
