import { useId } from 'react';
import { Card, ProgressBar } from '@aayra/design-system/components';

interface WeekCardProps {
  streak: number;
  thisWeek: number;
  /** Null while the profile that holds it does not exist yet. */
  goal: number | null;
}

/** Today's study streak and this week's completed sessions against the weekly goal (the plan's limits count started ones). */
export function WeekCard({ streak, thisWeek, goal }: WeekCardProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="home-today__card">
      <h3 id={headingId}>This week</h3>
      <dl className="home-today__figures">
        <dt>Study Streak</dt>
        <dd>{streak === 1 ? '1 day' : `${streak} days`}</dd>
      </dl>
      {goal !== null && <ProgressBar label="Weekly goal" value={thisWeek} max={goal} valueText={`${thisWeek} of ${goal} completed sessions`} />}
    </Card>
  );
}
