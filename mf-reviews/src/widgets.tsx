import './app/styles/reviews.css';
import { paths } from '@aayra/app-contract/routes';
import type { RemoteWidgets } from '@aayra/app-contract/remote-contract';
import { HomeCountCard } from './features/home-cards/components/HomeCountCard';
import { TodaySection } from './features/home-today/components/TodaySection';

export const widgets: RemoteWidgets<'mf_reviews'> = {
  PendingReviewsCard: () => (
    <HomeCountCard
      title="Pending Reviews"
      description="Reviews due today"
      to={paths.pendingReviews}
      count="pendingreviews"
    />
  ),
  IncompleteSessionsCard: () => (
    <HomeCountCard
      title="Incomplete Sessions"
      description="Pick up where you left off"
      to={paths.incompleteSessions}
      count="incompletesessions"
    />
  ),
  CompletedSessionsCard: () => (
    <HomeCountCard
      title="Completed Sessions"
      description="Browse and review past sessions"
      to={paths.completedSessions}
      count="completedsessions"
    />
  ),
  TodaySection,
};
