import { useState } from 'react';
import { EmptyState } from '@aayra/design-system/components';
import { PageHeader } from '../../../components/PageHeader';
import { ListStatus } from '../../../components/ListStatus';
import { useLearnerTimeZone } from '../../../lib/use-learner-time-zone';
import { useFavoriteSessions } from '../api/get-favorite-sessions';
import { useSetFavorite } from '../api/set-favorite';
import { FavoriteFailure } from './FavoriteFailure';
import { ReviewedSessionCard } from './ReviewedSessionCard';

export default function FavoritesPage() {
  const sessions = useFavoriteSessions();
  const timeZone = useLearnerTimeZone();
  const [failedName, setFailedName] = useState<string | null>(null);
  const setFavorite = useSetFavorite({ onFailure: ({ session }) => setFailedName(session.sessionname) });

  return (
    <div className="reviews-page">
      <PageHeader title="Favorites" intro="Every session you marked with a heart." />
      <FavoriteFailure sessionname={failedName} />
      <ListStatus
        query={sessions}
        loadingLabel="Loading favorites"
        errorTitle="Error loading favorites"
      />
      {sessions.data?.length === 0 && (
        <EmptyState
          title="No favorites yet"
          description="Tap the heart on a completed session to keep it here."
        />
      )}
      {sessions.data && sessions.data.length > 0 && (
        <ul className="reviews-list" aria-label="Favorite sessions">
          {sessions.data.map((session) => (
            <li key={session.sessionid}>
              <ReviewedSessionCard
                session={session}
                timeZone={timeZone}
                showSubject
                onFavoriteChange={(target, isfavorite) => {
                  setFailedName(null);
                  setFavorite.mutate({ session: target, isfavorite });
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
