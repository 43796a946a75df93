import { Link } from '@aayra/app-contract/router';
import { EmptyState } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';

/** What a session page shows when no session is in progress (opened from a bookmark, say). */
export function NoSession({ title }: { title: string }) {
  return (
    <section className="sf-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <EmptyState
        title="No session in progress"
        description="Start a session first: this page works with the session you are studying."
        action={
          <Link className="aayra-button" data-variant="primary" data-size="md" to={paths.newSession}>
            Start New Session
          </Link>
        }
      />
    </section>
  );
}
