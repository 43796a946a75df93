import { createPortal } from 'react-dom';
import { ConnectionNeeded, Dialog, Spinner } from '@aayra/design-system/components';
import { waitsForConnection } from '@aayra/supabase/query-defaults';
import type { StudyStatsDialogProps } from '@aayra/app-contract/remote-contract';
import { NO_STATS, useStudyStats } from './api/get-study-stats';
import { StreakFigure } from './components/StreakFigure';
import { WeeklyGoal } from './components/WeeklyGoal';
import { studyStatsTitle } from './study-stats-title';

const sessions = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;

export function StudyStatsDialog({ open, onClose }: StudyStatsDialogProps) {
  const stats = useStudyStats();
  // A failed load shows every figure at zero.
  const figures = stats.data ?? NO_STATS;
  // The shell opens the dialog from inside its top bar (a banner landmark); rendered at the end of
  // the body instead, the dialog's own header is not a banner nested in another landmark.
  return createPortal(
    <Dialog open={open} onClose={onClose} title={studyStatsTitle}>
      {waitsForConnection(stats) ? (
        <ConnectionNeeded />
      ) : stats.isPending ? (
        <Spinner label="Loading your study stats" />
      ) : (
        <>
          <dl className="study-stats__figures">
            <div className="study-stats__figure">
              <dt>All-Time</dt>
              <dd>{sessions(figures.totalsessions)}</dd>
            </div>
            <div className="study-stats__figure">
              <dt>This Week</dt>
              <dd>{sessions(figures.thisweeksessions)}</dd>
            </div>
            <StreakFigure days={figures.streak} milestone={figures.milestone} />
          </dl>
          <WeeklyGoal
            thisWeek={figures.thisweeksessions}
            goal={figures.weeklygoal}
            daysRemaining={figures.daysremaininginweek}
          />
        </>
      )}
    </Dialog>,
    document.body,
  );
}
