import { Link } from '@aayra/app-contract/router';
import { EmptyState } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';

export const NOT_ON_DEVICE = "This review isn't saved on this device yet. Connect to the internet to open it.";

/**
 * Offline, a review whose study set was never fetched to this device (not due when Home last
 * looked, or an address this device never knew): said plainly, with the way back, instead of a
 * spinner that would turn until the connection returns. Back online, the review opens by itself.
 */
export function ReviewNotOnDevice() {
  return (
    <EmptyState
      headingLevel={2}
      title="Not saved on this device"
      description={NOT_ON_DEVICE}
      action={<Link to={paths.home}>Go to Home</Link>}
    />
  );
}
