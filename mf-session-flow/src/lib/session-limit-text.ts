// Texts of specification section 2 about session limits, shared by the home card and /new-session.
export const LOADING_LIMITS_TEXT = 'Loading session limits...';
export const LIMIT_CHECK_FAILED_TEXT = 'Failed to check session limits';
export const LIMIT_REACHED_TEXT = {
  today: 'Session limit reached for today',
  week: 'Session limit reached for this week',
} as const;
