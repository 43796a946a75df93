import type { CurrentStudySession } from '@aayra/supabase/current-session';
import type { HomeDashboard } from '@aayra/supabase/home-dashboard';
import { paths, reviewPath } from '@aayra/app-contract/routes';
import { isInProgress } from '@aayra/supabase/session-state';

/** The one thing Home suggests doing now: a link and the sentence that says why. */
export interface NextStep {
  label: string;
  detail: string;
  to: string;
}

type Figures = Pick<HomeDashboard, 'duereviews' | 'pendingreviews' | 'incompletesessions' | 'canstart' | 'message'>;

const sessions = (count: number) => (count === 1 ? '1 session' : `${count} sessions`);

/**
 * The first that applies (docs/decisions.md, "Home: the Today section"):
 * 1. a session in progress: continue it (its timer runs, and no other can start meanwhile);
 * 2. a review due: the one that has waited longest (a late review is harder to recall);
 * 3. an incomplete session: finish it (its reviews start only once it is completed);
 * 4. a session can start: start one;
 * 5. otherwise the limit is reached: look back over the completed sessions.
 */
export function nextStep(figures: Figures, inProgress: CurrentStudySession | null): NextStep {
  if (inProgress && isInProgress(inProgress.status)) {
    return {
      label: 'Return to Your Session',
      detail: `${inProgress.sessionname} is still in progress. Finish it before starting another.`,
      to: paths.newSession,
    };
  }
  const [oldest] = figures.duereviews;
  const due = figures.pendingreviews ?? 0;
  if (oldest) {
    return {
      label: `Review ${oldest.sessionname}`,
      detail:
        due > 1
          ? `It has waited longest of your ${due} reviews due.`
          : 'It is your one review due today.',
      to: reviewPath(oldest.sessionid),
    };
  }
  const incomplete = figures.incompletesessions ?? 0;
  if (incomplete > 0) {
    return {
      label: 'Finish an Incomplete Session',
      detail: `${sessions(incomplete)} stopped during validation. Reviews start once a session is completed.`,
      to: paths.incompleteSessions,
    };
  }
  if (figures.canstart) {
    return {
      label: 'Start a Session',
      detail: "Nothing is due. A focus session counts toward this week's goal.",
      to: paths.newSession,
    };
  }
  return {
    label: 'Browse Past Sessions',
    detail: `${figures.message ?? 'No session can start now'}. Look back over what you have studied.`,
    to: paths.completedSessions,
  };
}
