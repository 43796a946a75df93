import { Link } from '@aayra/app-contract/router';
import { EmptyState } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';

export function NotFoundPage() {
  return (
    <main className="plain-page">
      <h1>Page not found</h1>
      <EmptyState
        title="There is nothing at this address."
        description="The link may be old, or the page may have moved."
        action={<Link to={paths.root}>Go to Aayra</Link>}
      />
    </main>
  );
}
