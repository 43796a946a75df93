import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@aayra/app-contract/router';
import { Button, PasswordField, Spinner } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';
import { AuthPage } from '../../../components/AuthPage';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { FormMessage } from '../../../components/FormMessage';
import { errorMessage } from '../../../lib/error-message';
import type { LoginNoticeState } from '../../../lib/login-notice';
import { NEW_PASSWORD_HINT, newPasswordError } from '../../../lib/new-password';
import { useUpdatePassword } from '../api/update-password';
import { useRecoverySession } from './use-recovery-session';

export function ResetPasswordPage() {
  const recovery = useRecoverySession();
  return (
    <AuthPage title="Reset password" intro="Choose a new password for your Aayra account.">
      {recovery.state === 'checking' && <Spinner label="Checking your reset link..." />}
      {recovery.state === 'unusable' && (
        <>
          <FormMessage tone="error">{recovery.message}</FormMessage>
          <p className="auth-links">
            <Link to={paths.forgotPassword}>Request a new link</Link>
            <Link to={paths.login}>Back to Sign In</Link>
          </p>
        </>
      )}
      {recovery.state === 'ready' && <NewPasswordForm />}
    </AuthPage>
  );
}

function NewPasswordForm() {
  const navigate = useNavigate();
  const updatePassword = useUpdatePassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const form = useFocusFirstInvalid(errors);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (updatePassword.isPending) return;
    const found = {
      password: newPasswordError(password),
      confirmation: confirmation !== password ? 'The two passwords do not match.' : undefined,
    };
    setErrors(found);
    if (found.password || found.confirmation) return;
    updatePassword.mutate(password, {
      onSuccess: () => {
        const state: LoginNoticeState = { notice: 'Your password has been updated. Sign in with your new password.' };
        navigate(paths.login, { replace: true, state });
      },
    });
  };

  return (
    <form ref={form} className="auth-form" onSubmit={submit} noValidate>
      <FormMessage tone="error">
        {updatePassword.isError ? errorMessage(updatePassword.error, 'Your password could not be updated. Try again.') : undefined}
      </FormMessage>
      <PasswordField
        label="New password"
        name="new-password"
        autoComplete="new-password"
        toggleLabel="Show new password"
        required
        showStrength
        hint={NEW_PASSWORD_HINT}
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <PasswordField
        label="Confirm new password"
        name="confirm-password"
        autoComplete="new-password"
        toggleLabel="Show confirmation"
        required
        value={confirmation}
        error={errors.confirmation}
        onChange={(event) => setConfirmation(event.currentTarget.value)}
      />
      <Button type="submit" variant="primary" fullWidth loading={updatePassword.isPending} loadingLabel="Updating...">
        Update Password
      </Button>
    </form>
  );
}
