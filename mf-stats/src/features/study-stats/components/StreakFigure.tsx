import { Badge } from '@aayra/design-system/components';

/** The streak in days, with the highest milestone it has reached. */
export function StreakFigure({ days, milestone }: { days: number; milestone: number | null }) {
  return (
    <div className="study-stats__figure">
      <dt>Study Streak</dt>
      <dd>{days === 1 ? '1 day' : `${days} days`}</dd>
      {milestone !== null && (
        <dd>
          <Badge tone="success">{milestone} Day Milestone!</Badge>
        </dd>
      )}
    </div>
  );
}
