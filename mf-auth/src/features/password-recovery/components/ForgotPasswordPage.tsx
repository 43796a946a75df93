import { EmailField } from '../../../components/EmailField';
import { useState, type FormEvent } from 'react';
import { Link } from '@aayra/app-contract/router';
import { Button } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';
import { AuthPage } from '../../../components/AuthPage';
import { CheckYourEmailPage } from '../../../components/CheckYourEmailPage';
import { FormMessage } from '../../../components/FormMessage';
import { errorMessage } from '../../../lib/error-message';
import { useSendRecoveryLink } from '../api/send-recovery-link';

export function ForgotPasswordPage() {
  const sendLink = useSendRecoveryLink();
  const [email, setEmail] = useState('');
  const [emptyEmail, setEmptyEmail] = useState(false);
  const [sentTo, setSentTo] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendLink.isPending) return;
    const address = email.trim();
    setEmptyEmail(address === '');
    if (address === '') return;
    sendLink.mutate(address, { onSuccess: () => setSentTo(address) });
  };

  if (sentTo) {
    return (
      // The same words whether or not the address has an account, so nobody can probe for one.
      <CheckYourEmailPage>
        If an account exists for {sentTo}, we sent it a link to reset your password. Open the link to choose a new one.
      </CheckYourEmailPage>
    );
  }

  return (
    <AuthPage title="Forgot password" intro="Enter the email you signed up with and we will send you a link to reset your password.">
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormMessage tone="error">
          {sendLink.isError ? errorMessage(sendLink.error, 'The reset link could not be sent. Try again.') : undefined}
        </FormMessage>
        <EmailField value={email} onChange={setEmail} error={emptyEmail ? 'Enter your email address.' : undefined} />
        <Button type="submit" variant="primary" fullWidth loading={sendLink.isPending} loadingLabel="Sending...">
          Send Reset Link
        </Button>
      </form>
      <p className="auth-links">
        <Link to={paths.login}>Back to Sign In</Link>
      </p>
    </AuthPage>
  );
}
