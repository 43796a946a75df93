import { ProgressBar, Select, percentOf } from '@aayra/design-system/components';
import { useSetWeeklyGoal } from '../api/set-weekly-goal';
import { WEEKLY_GOAL_OPTIONS } from '@aayra/supabase/profile';

interface WeeklyGoalProps {
  thisWeek: number;
  goal: number;
  daysRemaining: number;
}

/** The weekly goal: the select stores it on the profile; the bar shows this week's share of it. */
export function WeeklyGoal({ thisWeek, goal, daysRemaining }: WeeklyGoalProps) {
  const setWeeklyGoal = useSetWeeklyGoal();
  // The learner's choice shows at once; the refetched figures confirm it (or bring the old one back).
  const shownGoal = setWeeklyGoal.isPending ? setWeeklyGoal.variables : goal;
  const percent = percentOf(thisWeek, shownGoal);
  return (
    <div className="study-stats__goal">
      <Select
        label="Weekly goal"
        options={WEEKLY_GOAL_OPTIONS}
        value={String(shownGoal)}
        onChange={(event) => setWeeklyGoal.mutate(Number(event.target.value))}
        error={setWeeklyGoal.isError ? 'Could not save your weekly goal. Please try again.' : undefined}
      />
      <ProgressBar label="Weekly progress" value={thisWeek} max={shownGoal} valueText={`${percent}%`} />
      <p className="study-stats__note">
        {thisWeek} of {shownGoal} completed sessions this week · {daysRemaining} {daysRemaining === 1 ? 'day' : 'days'} remaining in
        the week
      </p>
    </div>
  );
}
