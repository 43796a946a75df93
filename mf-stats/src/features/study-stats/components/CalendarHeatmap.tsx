import { useRef, useState, type KeyboardEvent } from 'react';
import { VisuallyHidden } from '@aayra/design-system/components';
import { longDay, mediumDay, shortMonth, WEEKDAYS } from '../lib/calendar-days';
import type { CalendarWeek } from '../lib/calendar-weeks';
import { sessionCount } from '../lib/count-words';
import { nextDayIndex } from '../lib/grid-moves';

/** What a day's cell says to screen readers and on hover. */
export const dayCellLabel = (sessions: number, day: string) => `${sessionCount(sessions)} on ${longDay(day)}`;

interface CalendarHeatmapProps {
  weeks: readonly CalendarWeek[];
  /** Names the grid. */
  labelledBy: string;
}

/**
 * Completed sessions per day, a column per week and a row per weekday. A grid with one tab stop:
 * the arrow keys move between days, and each day reads its count and date.
 */
export function CalendarHeatmap({ weeks, labelledBy }: CalendarHeatmapProps) {
  const gridRef = useRef<HTMLTableElement>(null);
  const lastWeek = weeks.at(-1);
  const dayCount = lastWeek ? (weeks.length - 1) * 7 + lastWeek.days.filter((day) => day !== null).length : 0;
  // Today first: the day a learner most often looks for.
  const [active, setActive] = useState(dayCount - 1);
  const activeIndex = Math.min(Math.max(active, 0), dayCount - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = nextDayIndex(activeIndex, dayCount, event.key, event.ctrlKey || event.metaKey);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    gridRef.current?.querySelector<HTMLElement>(`[data-day-index="${target}"]`)?.focus();
  };

  return (
    <table ref={gridRef} role="grid" className="study-calendar__grid" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          <td />
          {weeks.map((week, column) => {
            const month = shortMonth(week.start);
            const newMonth = column === 0 || month !== shortMonth(weeks[column - 1]!.start);
            return (
              <th key={week.start} scope="col" className="study-calendar__week">
                {newMonth && (
                  <span className="study-calendar__month" aria-hidden="true">
                    {month}
                  </span>
                )}
                <VisuallyHidden>Week of {mediumDay(week.start)}</VisuallyHidden>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((weekday, row) => (
          <tr key={weekday}>
            <th scope="row" className="study-calendar__weekday">
              <span aria-hidden="true">{weekday.slice(0, 3)}</span>
              <VisuallyHidden>{weekday}</VisuallyHidden>
            </th>
            {weeks.map((week, column) => {
              const day = week.days[row];
              if (!day) return <td key={week.start} role="gridcell" className="study-calendar__day" />;
              const index = column * 7 + row;
              const label = dayCellLabel(day.sessions, day.day);
              return (
                <td
                  key={week.start}
                  role="gridcell"
                  className="study-calendar__day"
                  data-intensity={day.intensity}
                  data-day-index={index}
                  tabIndex={index === activeIndex ? 0 : -1}
                  title={label}
                  onFocus={() => setActive(index)}
                  onClick={() => setActive(index)}
                >
                  <VisuallyHidden>{label}</VisuallyHidden>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
