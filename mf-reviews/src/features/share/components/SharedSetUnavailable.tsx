import { Link } from '@aayra/app-contract/router';
import { paths } from '@aayra/app-contract/routes';
import { EmptyState } from '@aayra/design-system/components';

/** An unknown link and a link its owner stopped read alike: nothing tells them apart. */
export function SharedSetUnavailable({ signedIn }: { signedIn: boolean }) {
  return (
    <EmptyState
      headingLevel={2}
      title="This shared set is no longer available."
      description="The link may be mistyped, or the person who shared it stopped sharing."
      action={signedIn ? <Link to={paths.home}>Go to Home</Link> : <Link to={paths.register}>Sign up to make your own study sets</Link>}
    />
  );
}
