import { useId } from 'react';
import { mediumDay, shortDay } from '../lib/calendar-days';
import type { CalendarWeek } from '../lib/calendar-weeks';
import { sessionCount } from '../lib/count-words';

interface WeeklyChartProps {
  weeks: readonly CalendarWeek[];
  goal: number;
}

/**
 * Sessions per week as bars against the weekly goal. The bars are drawn for the eye; the same
 * figures are a table for screen readers.
 */
export function WeeklyChart({ weeks, goal }: WeeklyChartProps) {
  const captionId = useId();
  // The scale always shows the goal line, and a little room above the busiest week.
  const top = Math.max(goal, ...weeks.map((week) => week.sessions)) || 1;
  const share = (sessions: number) => `${(sessions / top) * 100}%`;
  return (
    <div className="study-calendar__weekly">
      <h4 className="study-calendar__subheading" id={captionId}>
        Sessions per week
      </h4>
      <div className="study-chart" aria-hidden="true">
        <div className="study-chart__plot">
          <div className="study-chart__goal" style={{ bottom: share(goal) }}>
            <span className="study-chart__goal-label">Goal {goal}</span>
          </div>
          {weeks.map((week) => (
            <div key={week.start} className="study-chart__column">
              <span className="study-chart__count">{week.sessions}</span>
              <span
                className="study-chart__bar"
                data-met={week.sessions >= goal ? true : undefined}
                style={{ height: share(week.sessions) }}
              />
            </div>
          ))}
        </div>
        <div className="study-chart__axis">
          <span>{weeks[0] ? shortDay(weeks[0].start) : ''}</span>
          <span>This week</span>
        </div>
      </div>
      <table className="aayra-visually-hidden">
        <caption>
          Sessions per week, against your weekly goal of {sessionCount(goal)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Sessions</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.start}>
              <th scope="row">Week of {mediumDay(week.start)}</th>
              <td>{week.sessions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
