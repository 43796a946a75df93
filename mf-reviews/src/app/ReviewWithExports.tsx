import ReviewPage from '../features/review-player/components/ReviewPage';
import { SessionExports } from '../features/session-export/components/SessionExports';
import { ShareStudySet } from '../features/share/components/ShareStudySet';

/** The Review page as the learner sees it: a completed session also offers its downloads and its share link. */
export default function ReviewWithExports() {
  return (
    <ReviewPage
      exports={(session) => (
        <SessionExports sessionId={session.sessionid} sessionname={session.sessionname} subjectname={session.subjectname} />
      )}
      share={(session) => <ShareStudySet sessionId={session.sessionid} />}
    />
  );
}
