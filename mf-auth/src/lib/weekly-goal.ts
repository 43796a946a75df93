import type { SelectOption } from '@aayra/design-system/components';

/** Sessions a week the learner aims for (specification 9): 10 to 50 in steps of 10, default 10. */
export const weeklyGoals = [10, 20, 30, 40, 50] as const;
export type WeeklyGoal = (typeof weeklyGoals)[number];
export const DEFAULT_WEEKLY_GOAL: WeeklyGoal = 10;

export const weeklyGoalOptions: SelectOption[] = weeklyGoals.map((goal) => ({ value: String(goal), label: `${goal} sessions` }));

export function asWeeklyGoal(value: unknown): WeeklyGoal {
  const goal = Number(value);
  return weeklyGoals.find((candidate) => candidate === goal) ?? DEFAULT_WEEKLY_GOAL;
}
