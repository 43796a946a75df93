// The timers' durations when there is no session to read them from: 25 minutes of focus, 5 of break.
export const DEFAULT_FOCUS_MINUTES = 25;
export const DEFAULT_BREAK_MINUTES = 5;
