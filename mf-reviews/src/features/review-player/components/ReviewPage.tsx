import { useState, type ReactNode } from 'react';
import { useParams } from '@aayra/app-contract/router';
import { Button, EmptyState, ErrorPanel, Spinner } from '@aayra/design-system/components';
import { waitsForConnection } from '@aayra/supabase/query-defaults';
import { useReviewsSavedOnDevice } from '@aayra/supabase/queued-calls';
import { useLearnerId } from '../../../lib/use-learner-id';
import { useSessionRecall } from '../../../lib/api/get-recall';
import { reviewAbout, useCompleteReview, type ReviewOutcome } from '../api/complete-review';
import { AddOwnFlashcard, AddOwnQuestion } from './AddOwnItems';
import { isSessionId, useReviewSession, type ReviewSession } from '../../../lib/api/get-review';
import { ReviewComplete } from './ReviewComplete';
import { ReviewNotFound } from './ReviewNotFound';
import { ReviewNotOnDevice } from './ReviewNotOnDevice';
import { ReviewPlayer } from './ReviewPlayer';
import { ReviewStatusNote } from './ReviewStatusNote';
import { reviewState } from './review-state';

/** What other features add to a completed session's review; app/ composes them, as a feature does not import another. */
export interface CompletedSessionParts {
  /** Under the session's name: its report and flashcards to download. */
  exports?: (session: ReviewSession) => ReactNode;
  /** Under the player: sharing the session's study set. */
  share?: (session: ReviewSession) => ReactNode;
}

export default function ReviewPage({ exports, share }: CompletedSessionParts) {
  const { sessionId = '' } = useParams();
  const review = useReviewSession(sessionId);
  const completeReview = useCompleteReview();
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  const recall = useSessionRecall(sessionId);
  // The session's recall before the review, kept for the last screen: the figures move with it.
  const [recallBefore, setRecallBefore] = useState<number | null>(null);
  const learnerId = useLearnerId();
  // One id for every try of this completion, so a retry after a lost answer counts once.
  const [completionId] = useState(() => crypto.randomUUID());
  const savedOnDevice = useReviewsSavedOnDevice(learnerId);

  if (waitsForConnection(review)) {
    return (
      <div className="reviews-page">
        <h1>Review</h1>
        <ReviewNotOnDevice />
      </div>
    );
  }
  if (review.isPending && isSessionId(sessionId)) return <Spinner label="Loading the review" />;
  if (review.isError) {
    return (
      <div className="reviews-page">
        <h1>Review</h1>
        <ErrorPanel title="Error loading the review" message="Check your connection and try again." onRetry={() => void review.refetch()} />
      </div>
    );
  }
  if (!review.data) {
    // An address that is no session id is not asked for: not found, online or offline.
    return (
      <div className="reviews-page">
        <h1>Review</h1>
        <ReviewNotFound />
      </div>
    );
  }

  const session = review.data;
  const state = reviewState(session);
  // Completed on this device and waiting to be sent: opened again, it is not done a second time.
  const waitingOnDevice = state.kind === 'due' && savedOnDevice.has(state.entryid);
  const shown: ReviewOutcome | null = outcome ?? (waitingOnDevice ? { kind: 'saved-on-device' } : null);
  return (
    <div className="reviews-page">
      <header>
        <h1>{session.sessionname}</h1>
        <p className="reviews-page__intro">
          {session.subjectname} · {session.topicname}
        </p>
        {session.status === 'completed' && exports?.(session)}
      </header>
      {shown ? (
        <ReviewComplete
          outcome={shown}
          recallBefore={recallBefore}
          recallAfter={outcome?.kind === 'recorded' ? (recall?.nextrecall ?? null) : null}
        />
      ) : (
        <>
          <ReviewStatusNote state={state} />
          {session.studySet ? (
            <ReviewPlayer
              studySet={session.studySet}
              gradesFlashcards={state.kind === 'due'}
              addFlashcard={<AddOwnFlashcard sessionId={session.sessionid} studysetid={session.studySet.studysetid} />}
              addQuestion={<AddOwnQuestion sessionId={session.sessionid} studysetid={session.studySet.studysetid} />}
              renderFinish={(answers, grades) =>
                state.kind === 'due' && (
                  <div>
                    {completeReview.isError && (
                      <p className="review-player__error" role="alert">
                        The review could not be saved. Please try again.
                      </p>
                    )}
                    <Button
                      variant="primary"
                      loading={completeReview.isPending}
                      loadingLabel="Saving review..."
                      onClick={() => {
                        if (!learnerId) return;
                        setRecallBefore(recall?.recall ?? null);
                        completeReview.mutate(
                          {
                            entryid: state.entryid,
                            completionId,
                            learnerId,
                            about: reviewAbout(session.sessionname, state.stage),
                            answers,
                            grades,
                          },
                          { onSuccess: setOutcome },
                        );
                      }}
                    >
                      Complete Review
                    </Button>
                  </div>
                )
              }
            />
          ) : (
            <EmptyState title="This session has no study set" description="Nothing was generated for it, so there is nothing to review." />
          )}
        </>
      )}
      {session.status === 'completed' && session.studySet && !shown && share?.(session)}
    </div>
  );
}
