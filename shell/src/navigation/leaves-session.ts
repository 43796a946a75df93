import { sessionFlowPaths } from '@aayra/supabase/current-session';

export interface PageMove {
  /** The path of the page being left. */
  from: string;
  /** The path of the page the move leads to. */
  to: string;
  /** How the move goes: 'POP' through history (a Back or Forward), 'PUSH' or 'REPLACE' to a new page. */
  historyAction: string;
}

/**
 * Whether a move leaves the session in progress, and so asks first: any move off a session screen,
 * except the flow's own moves forward to its next screen (a button, a redirect to the session's
 * phase). A move through history is the learner's own even when it lands on another session screen:
 * Back from the focus timer to the new-session page leaves the session as surely as Home does.
 */
export function leavesSession({ from, to, historyAction }: PageMove): boolean {
  if (!sessionFlowPaths.includes(from) || to === from) return false;
  return historyAction === 'POP' || !sessionFlowPaths.includes(to);
}
