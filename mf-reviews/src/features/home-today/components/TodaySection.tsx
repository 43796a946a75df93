import { useId } from 'react';
import { homeAreaTitles } from '@aayra/app-contract/home-cards';
import { useCurrentStudySession } from '@aayra/supabase/current-session';
import { useHomeDashboard } from '@aayra/supabase/home-dashboard';
import { ListStatus } from '../../../components/ListStatus';
import { useKeepDueReviewsOnDevice } from '../../../lib/api/use-keep-due-reviews';
import { nextStep } from '../next-step';
import { DueReviewsCard } from './DueReviewsCard';
import { NextStepCard } from './NextStepCard';
import { WeekCard } from './WeekCard';

/**
 * Home's Today section, below the four cards: the next step, the reviews due by name, and the
 * streak with the weekly goal. It reads the same dashboard query as the cards: one call for Home.
 */
export function TodaySection() {
  const headingId = useId();
  const dashboard = useHomeDashboard();
  const inProgress = useCurrentStudySession();
  const figures = dashboard.data;
  // What Home names as due opens offline too, though never opened online.
  useKeepDueReviewsOnDevice(figures?.duereviews, figures?.pendingreviews ?? 0, dashboard.dataUpdatedAt);
  return (
    <section className="home-today" aria-labelledby={headingId}>
      <h2 id={headingId}>{homeAreaTitles.todaySection}</h2>
      <ListStatus
        query={dashboard}
        loadingLabel="Loading today's overview"
        errorTitle="Error loading today's overview"
      />
      {figures && !dashboard.isError && (
        <div className="home-today__grid">
          <NextStepCard step={nextStep(figures, inProgress)} offerImport={figures.completedsessions === 0} />
          <DueReviewsCard reviews={figures.duereviews} total={figures.pendingreviews ?? 0} />
          <WeekCard streak={figures.streak ?? 0} thisWeek={figures.thisweeksessions ?? 0} goal={figures.weeklygoal} />
        </div>
      )}
    </section>
  );
}
