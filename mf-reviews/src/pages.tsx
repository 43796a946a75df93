import './app/styles/reviews.css';
import { lazy } from 'react';
import type { RemotePages } from '@aayra/app-contract/remote-contract';

// Each page is its own chunk. The shell loads this map lazily itself, and React cannot resolve a
// lazy component to another lazy one, so every entry is a plain component that renders its chunk.
const ReviewPage = lazy(() => import('./app/ReviewWithExports'));
const PendingReviewsPage = lazy(() => import('./features/pending-reviews/components/PendingReviewsPage'));
const CompletedSessionsPage = lazy(() => import('./app/CompletedSessionsWithExports'));
const IncompleteSessionsPage = lazy(() => import('./features/session-lists/components/IncompleteSessionsPage'));
const FavoritesPage = lazy(() => import('./features/session-lists/components/FavoritesPage'));
const SharedStudySetPage = lazy(() => import('./features/share/components/SharedStudySetPage'));

export const pages: RemotePages = {
  review: () => <ReviewPage />,
  pendingReviews: () => <PendingReviewsPage />,
  completedSessions: () => <CompletedSessionsPage />,
  incompleteSessions: () => <IncompleteSessionsPage />,
  favorites: () => <FavoritesPage />,
  sharedStudySet: () => <SharedStudySetPage />,
};
