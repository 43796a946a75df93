import { createPortal } from 'react-dom';
import { ConnectionNeeded, Dialog, Spinner } from '@aayra/design-system/components';
import { waitsForConnection } from '@aayra/supabase/query-defaults';
import type { StudyStatsDialogProps } from '@aayra/app-contract/remote-contract';
import { DEFAULT_WEEKLY_GOAL } from '@aayra/supabase/profile';
import { NO_STATS, useStudyStats } from './api/get-study-stats';
import { ReadinessBySubject } from './components/ReadinessBySubject';
import { StreakFigure } from './components/StreakFigure';
import { StudyCalendar } from './components/StudyCalendar';
import { WeeklyGoal } from './components/WeeklyGoal';
import { sessionCount } from './lib/count-words';
import { studyStatsTitle } from './study-stats-title';

export function StudyStatsDialog({ open, onClose }: StudyStatsDialogProps) {
  const stats = useStudyStats();
  // A failed load shows every figure at zero.
  const figures = stats.data ?? NO_STATS;
  // A figure the database left empty counts as none, a goal as the default one.
  const thisWeek = figures.thisweeksessions ?? 0;
  const weeklyGoal = figures.weeklygoal ?? DEFAULT_WEEKLY_GOAL;
  // The shell opens the dialog from inside its top bar (a banner landmark); rendered at the end of
  // the body instead, the dialog's own header is not a banner nested in another landmark.
  return createPortal(
    <Dialog open={open} onClose={onClose} title={studyStatsTitle} size="lg">
      {waitsForConnection(stats) ? (
        <ConnectionNeeded />
      ) : stats.isPending ? (
        <Spinner label="Loading your study stats" />
      ) : (
        <div className="study-stats">
          <dl className="study-stats__figures">
            <div className="study-stats__figure">
              <dt>All-Time</dt>
              <dd>{sessionCount(figures.totalsessions ?? 0)}</dd>
            </div>
            <div className="study-stats__figure">
              <dt>This Week</dt>
              <dd>{sessionCount(thisWeek)}</dd>
            </div>
            <StreakFigure days={figures.streak ?? 0} milestone={figures.milestone} />
          </dl>
          <WeeklyGoal
            thisWeek={thisWeek}
            goal={weeklyGoal}
            daysRemaining={figures.daysremaininginweek ?? 0}
          />
          <StudyCalendar weeklyGoal={weeklyGoal} />
          <ReadinessBySubject />
        </div>
      )}
    </Dialog>,
    document.body,
  );
}
