import type { WidgetName } from '@aayra/app-contract/remote-contract';

/** Home's cards, in the order the page shows them. */
export const homeCards = [
  'pendingReviewsCard',
  'startSessionCard',
  'incompleteSessionsCard',
  'completedSessionsCard',
] as const satisfies readonly WidgetName[];

/** Every widget Home shows: its cards, then today's section below them. */
export const homeWidgets: readonly WidgetName[] = [...homeCards, 'todaySection'];
