import { useId } from 'react';
import { Spinner } from '@aayra/design-system/components';
import { useStudyCalendar } from '../api/get-study-calendar';
import { calendarWeeks } from '../lib/calendar-weeks';
import { CalendarHeatmap } from './CalendarHeatmap';
import { WeeklyChart } from './WeeklyChart';

/** The learner's last 12 weeks: sessions per day, then per week against the goal, from one call. */
export function StudyCalendar({ weeklyGoal }: { weeklyGoal: number }) {
  const headingId = useId();
  const calendar = useStudyCalendar();
  const weeks = calendarWeeks(calendar.data ?? []);
  return (
    <section className="study-calendar" aria-labelledby={headingId}>
      <h3 className="study-stats__heading" id={headingId}>
        Study calendar
      </h3>
      {calendar.isPending ? (
        <Spinner label="Loading your study calendar" />
      ) : calendar.isError ? (
        <p className="study-stats__note">Your study calendar could not be loaded.</p>
      ) : (
        <>
          <p className="study-stats__note" id={`${headingId}-grid`}>
            Completed sessions per day, last 12 weeks
          </p>
          <div className="study-calendar__scroll">
            <CalendarHeatmap weeks={weeks} labelledBy={`${headingId}-grid`} />
          </div>
          <div className="study-calendar__legend" aria-hidden="true">
            <span>Less</span>
            {([0, 1, 2, 3, 4] as const).map((intensity) => (
              <span key={intensity} className="study-calendar__day" data-intensity={intensity} />
            ))}
            <span>More</span>
          </div>
          <WeeklyChart weeks={weeks} goal={weeklyGoal} />
        </>
      )}
    </section>
  );
}
