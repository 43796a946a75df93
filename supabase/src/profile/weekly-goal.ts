/**
 * Sessions a week a learner can aim for, and the profile's default: the choices the profile page
 * and the Study Stats dialog offer. The database's check on users.weeklygoal refuses any other.
 */
export const WEEKLY_GOALS = [10, 20, 30, 40, 50] as const;
export type WeeklyGoal = (typeof WEEKLY_GOALS)[number];
export const DEFAULT_WEEKLY_GOAL: WeeklyGoal = 10;

/** The goals as a select's options ("20 sessions"). */
export const WEEKLY_GOAL_OPTIONS = WEEKLY_GOALS.map((goal) => ({ value: String(goal), label: `${goal} sessions` }));

/** A goal read from a form or a row; anything that is not one of the choices is the default. */
export function asWeeklyGoal(value: unknown): WeeklyGoal {
  const goal = Number(value);
  return WEEKLY_GOALS.find((candidate) => candidate === goal) ?? DEFAULT_WEEKLY_GOAL;
}
