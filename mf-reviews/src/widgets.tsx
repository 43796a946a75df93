import { paths } from '@aayra/supabase/routes';
import type { RemoteWidgets } from '@aayra/supabase/remote-contract';
import { ListCard } from './features/home-cards/ListCard';

export const widgets: RemoteWidgets = {
  PendingReviewsCard: () => <ListCard title="Pending Reviews" to={paths.pendingReviews} card="pending-reviews" />,
  IncompleteSessionsCard: () => (
    <ListCard title="Incomplete Sessions" to={paths.incompleteSessions} card="incomplete-sessions" />
  ),
  CompletedSessionsCard: () => (
    <ListCard title="Completed Sessions" to={paths.completedSessions} card="completed-sessions" />
  ),
};
