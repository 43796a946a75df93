import '../share.css';
import { useParams } from '@aayra/app-contract/router';
import { Spinner, ErrorPanel } from '@aayra/design-system/components';
import { useAuthSession } from '@aayra/supabase/auth-session';
import { sharedSetLoadError, useSharedStudySet } from '../api/shared-set';
import { AddSharedSet } from './AddSharedSet';
import { SharedSetContent } from './SharedSetContent';
import { SharedSetUnavailable } from './SharedSetUnavailable';
import { SignUpInvitation } from './SignUpInvitation';

/** /shared/:token — a classmate's study set, read-only, for anyone holding the link. */
export default function SharedStudySetPage() {
  const { token = '' } = useParams();
  const shared = useSharedStudySet(token);
  const signedIn = Boolean(useAuthSession());

  if (shared.isPending) return <Spinner label="Loading the shared study set" />;
  if (shared.isError) {
    const { title, message } = sharedSetLoadError(shared.error);
    return (
      <main className="reviews-page shared-set">
        <h1>Shared study set</h1>
        <ErrorPanel title={title} message={message} onRetry={() => void shared.refetch()} />
      </main>
    );
  }
  if (!shared.data) {
    return (
      <main className="reviews-page shared-set">
        <h1>Shared study set</h1>
        <SharedSetUnavailable signedIn={signedIn} />
      </main>
    );
  }
  const set = shared.data;
  return (
    <main className="reviews-page shared-set">
      <header>
        <h1>
          {set.subjectname} · {set.topicname}
        </h1>
        <p className="reviews-page__intro">
          {set.ownername ? `A study set shared by ${set.ownername}` : 'A study set shared with you'}
        </p>
      </header>
      {signedIn ? <AddSharedSet token={token} /> : <SignUpInvitation />}
      <SharedSetContent set={set} />
    </main>
  );
}
