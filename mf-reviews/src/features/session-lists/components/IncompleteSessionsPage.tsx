import { useState } from 'react';
import { useNavigate } from '@aayra/app-contract/router';
import { Badge, Button, EmptyState } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';
import { PageHeader } from '../../../components/PageHeader';
import { ListStatus } from '../../../components/ListStatus';
import { SessionCard } from '../../../components/SessionCard';
import { formatDayOf } from '../../../lib/format-date';
import { useLearnerTimeZone } from '../../../lib/use-learner-time-zone';
import { useIncompleteSessions, type IncompleteSession } from '../api/get-incomplete-sessions';
import { useResumeSession } from '../api/resume-session';

// The list holds only sessions left before their break: still validating, or incomplete.
const phaseLabel = (status: IncompleteSession['status']) => (status === 'validating' ? 'Validating' : 'Incomplete');

export default function IncompleteSessionsPage() {
  const sessions = useIncompleteSessions();
  const timeZone = useLearnerTimeZone();
  const navigate = useNavigate();
  const resume = useResumeSession();
  const [failedName, setFailedName] = useState<string | null>(null);

  const open = (session: IncompleteSession) => {
    setFailedName(null);
    resume.mutate(session, {
      onSuccess: () => void navigate(paths.validation),
      onError: () => setFailedName(session.sessionname),
    });
  };

  return (
    <div className="reviews-page">
      <PageHeader title="Incomplete Sessions" intro="Sessions you left before finishing. Resume one where you stopped." />
      <div role="status" aria-live="polite">
        {failedName && <p className="reviews-notice">Could not resume {failedName}. Please try again.</p>}
      </div>
      <ListStatus
        query={sessions}
        loadingLabel="Loading incomplete sessions"
        errorTitle="Error loading incomplete sessions"
      />
      {sessions.data?.length === 0 && (
        <EmptyState title="No incomplete sessions" description="Every session you started is finished." />
      )}
      {sessions.data && sessions.data.length > 0 && (
        <ul className="reviews-list" aria-label="Incomplete sessions">
          {sessions.data.map((session) => (
            <li key={session.sessionid}>
              <SessionCard
                title={session.sessionname}
                badge={<Badge tone="warning">{phaseLabel(session.status)}</Badge>}
                facts={[
                  { label: 'Subject', value: session.subjectname },
                  { label: 'Topic', value: session.topicname },
                  { label: 'Started', value: formatDayOf(session.createdat, timeZone) },
                ]}
                footer={
                  <Button
                    variant="primary"
                    aria-label={`Resume ${session.sessionname}`}
                    loading={resume.isPending && resume.variables?.sessionid === session.sessionid}
                    loadingLabel="Resuming..."
                    onClick={() => open(session)}
                  >
                    Resume
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
