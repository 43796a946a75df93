import { Navigate, useLocation, useNavigate } from '@aayra/app-contract/router';
import { Button, Spinner } from '@aayra/design-system/components';
import { needsSecondFactor, verifiedAuthenticator } from '@aayra/supabase/auth-session';
import { paths } from '@aayra/app-contract/routes';
import { AuthPage } from '../../../components/AuthPage';
import { useLearnerSession } from '../../../lib/use-learner-session';
import { useSignOut } from '../../../lib/api/sign-out';
import { useConfirmCode } from '../api/authenticator';
import { CodeForm } from './CodeForm';

/** Where the learner was going before the code was asked for (the host's guard says), else home. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : paths.home;
}

/**
 * The second step of signing in for a learner with two-factor authentication: the password is
 * accepted, and no page of the app opens until a code from their authenticator app is.
 */
export function SignInCodePage() {
  const session = useLearnerSession();
  const location = useLocation();
  const navigate = useNavigate();
  const verify = useConfirmCode();
  const signOut = useSignOut();
  const factor = session ? verifiedAuthenticator(session) : undefined;

  if (session === undefined) return <Spinner label="Loading..." />;
  if (!session) return <Navigate to={paths.login} replace />;
  if (!needsSecondFactor(session) && !verify.isSuccess) return <Navigate to={destination(location.state)} replace />;

  return (
    <AuthPage title="Enter your sign-in code" intro="Open your authenticator app and enter the code it shows for Aayra.">
      <CodeForm
        label="Code"
        send={(code) => factor && verify.mutate({ factorId: factor.id, code }, { onSuccess: () => void navigate(destination(location.state), { replace: true }) })}
        pending={verify.isPending || verify.isSuccess}
        error={verify.error}
        submitLabel="Verify"
        loadingLabel="Checking..."
        fullWidth
      />
      <p className="auth-links">
        <Button variant="ghost" loading={signOut.isPending} loadingLabel="Signing out..." onClick={() => signOut.mutate()}>
          Sign in as someone else
        </Button>
      </p>
    </AuthPage>
  );
}
