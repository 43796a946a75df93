// What the home card and /new-session say while the limits load or cannot be checked. A reached
// limit is worded by the database (the dashboard's message, the insert rule's error).
export const LOADING_LIMITS_TEXT = 'Loading session limits...';
export const LIMIT_CHECK_FAILED_TEXT = 'Failed to check session limits';
