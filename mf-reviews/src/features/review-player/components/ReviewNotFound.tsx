import { Link } from '@aayra/app-contract/router';
import { EmptyState } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';

/** The same answer for an unknown id and for another learner's session: nothing about it leaks. */
export function ReviewNotFound() {
  return (
    <EmptyState
      headingLevel={2}
      title="Session not found"
      description="There is no session with this address in your account."
      action={<Link to={paths.completedSessions}>Go to Completed Sessions</Link>}
    />
  );
}
