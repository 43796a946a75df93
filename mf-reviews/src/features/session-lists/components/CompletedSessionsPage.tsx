import { useState, type ReactNode } from 'react';
import { useLocation } from '@aayra/app-contract/router';
import { EmptyState } from '@aayra/design-system/components';
import { PageHeader } from '../../../components/PageHeader';
import { ListStatus } from '../../../components/ListStatus';
import { useLearnerTimeZone } from '../../../lib/use-learner-time-zone';
import { useCompletedSessions } from '../api/get-completed-sessions';
import { useSetFavorite } from '../api/set-favorite';
import { FavoriteFailure } from './FavoriteFailure';
import { ReviewedSessionCard } from './ReviewedSessionCard';
import { groupBySubject, sessionCount } from './group-by-subject';

/** What other features add to the list; app/ composes them, as a feature does not import another. */
export interface CompletedSessionsParts {
  /** Above the list: importing a deck, its dialog open when the page is opened to import. */
  importDeck?: (startOpen: boolean) => ReactNode;
  /** Under each subject's heading: the subject's flashcards to download. */
  subjectExports?: (subject: string) => ReactNode;
}

export default function CompletedSessionsPage({ importDeck, subjectExports }: CompletedSessionsParts) {
  const sessions = useCompletedSessions();
  const timeZone = useLearnerTimeZone();
  const [failedName, setFailedName] = useState<string | null>(null);
  const setFavorite = useSetFavorite({ onFailure: ({ session }) => setFailedName(session.sessionname) });
  // Home's "Import a deck" comes here with ?import, the dialog open.
  const importing = new URLSearchParams(useLocation().search).has('import');

  return (
    <div className="reviews-page">
      <PageHeader title="Completed Sessions" intro="Your latest completed sessions by subject. Open one to review it." />
      {importDeck?.(importing)}
      <FavoriteFailure sessionname={failedName} />
      <ListStatus
        query={sessions}
        loadingLabel="Loading completed sessions"
        errorTitle="Error loading completed sessions"
      />
      {sessions.data?.length === 0 && (
        <EmptyState
          title="No completed sessions yet"
          description="Finish a study session, or import a deck, and it appears here."
        />
      )}
      {sessions.data &&
        groupBySubject(sessions.data).map(({ subject, sessions: grouped }) => (
          <section key={subject} className="reviews-group" aria-label={`${subject}, ${sessionCount(grouped.length)}`}>
            <div className="reviews-group__header">
              <h2>{subject}</h2>
              <span className="reviews-group__count">{sessionCount(grouped.length)}</span>
            </div>
            {subjectExports?.(subject)}
            <ul className="reviews-list">
              {grouped.map((session) => (
                <li key={session.sessionid}>
                  <ReviewedSessionCard
                    session={session}
                    timeZone={timeZone}
                    headingLevel={3}
                    onFavoriteChange={(target, isfavorite) => {
                      setFailedName(null);
                      setFavorite.mutate({ session: target, isfavorite });
                    }}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
