import type { RemotePages } from '@aayra/supabase/remote-contract';
import { PagePending } from './app/PagePending';

export const pages: RemotePages = {
  review: () => <PagePending title="Review" />,
  pendingReviews: () => <PagePending title="Pending Reviews" />,
  completedSessions: () => <PagePending title="Completed Sessions" />,
  incompleteSessions: () => <PagePending title="Incomplete Sessions" />,
  favorites: () => <PagePending title="Favorites" />,
};
