import { Link } from '@aayra/app-contract/router';
import { VisuallyHidden } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';

/**
 * The logo of the signed-out pages: the way back to the landing page from sign-in, sign-up and
 * password recovery. It leads to /, which is the landing for a visitor (and Home for a learner who
 * is signed in, as after a recovery link).
 */
export function AayraLogo() {
  return (
    <Link to={paths.root} className="auth-logo">
      Aayra
      <VisuallyHidden> home page</VisuallyHidden>
    </Link>
  );
}
