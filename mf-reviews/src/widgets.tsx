import './app/styles/reviews.css';
import { homeAreaCounts, homeAreaTitles } from '@aayra/app-contract/home-cards';
import { paths } from '@aayra/app-contract/routes';
import type { RemoteWidgets } from '@aayra/app-contract/remote-contract';
import { HomeCountCard } from './features/home-cards/components/HomeCountCard';
import { TodaySection } from './features/home-today/components/TodaySection';

export const widgets: RemoteWidgets<'mf_reviews'> = {
  PendingReviewsCard: () => (
    <HomeCountCard
      title={homeAreaTitles.pendingReviewsCard}
      description="Reviews due today"
      to={paths.pendingReviews}
      count={homeAreaCounts.pendingReviewsCard}
    />
  ),
  IncompleteSessionsCard: () => (
    <HomeCountCard
      title={homeAreaTitles.incompleteSessionsCard}
      description="Pick up where you left off"
      to={paths.incompleteSessions}
      count={homeAreaCounts.incompleteSessionsCard}
    />
  ),
  CompletedSessionsCard: () => (
    <HomeCountCard
      title={homeAreaTitles.completedSessionsCard}
      description="Browse and review past sessions"
      to={paths.completedSessions}
      count={homeAreaCounts.completedSessionsCard}
    />
  ),
  TodaySection,
};
