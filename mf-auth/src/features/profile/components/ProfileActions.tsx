import { useNavigate } from '@aayra/app-contract/router';
import { Button } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';
import { FormMessage } from '../../../components/FormMessage';
import { errorMessage } from '../../../lib/error-message';
import { useSignOut } from '../../../lib/api/sign-out';

export function ProfileActions() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const signOutEverywhere = useSignOut('global');
  const failed = signOut.error ?? signOutEverywhere.error;
  return (
    <>
      <div className="auth-form__actions">
        <Button onClick={() => navigate(paths.settings)}>Settings</Button>
        <Button onClick={() => navigate(paths.help)}>Help</Button>
        <Button
          variant="danger"
          loading={signOut.isPending}
          loadingLabel="Signing out..."
          onClick={() => signOut.mutate()}
        >
          Sign Out
        </Button>
        <Button
          variant="danger"
          loading={signOutEverywhere.isPending}
          loadingLabel="Signing out everywhere..."
          onClick={() => signOutEverywhere.mutate()}
        >
          Sign out of all devices
        </Button>
      </div>
      <FormMessage tone="error">{failed ? errorMessage(failed, 'Sign-out failed. Try again.') : undefined}</FormMessage>
    </>
  );
}
