/** The weekly goal select's choices (sessions per week). */
export const WEEKLY_GOAL_OPTIONS = [10, 20, 30, 40, 50] as const;
