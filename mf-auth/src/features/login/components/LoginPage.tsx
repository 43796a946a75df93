import { EmailField } from '../../../components/EmailField';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from '@aayra/app-contract/router';
import { Button, PasswordField } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';
import { AuthPage } from '../../../components/AuthPage';
import { useEmailLinkError } from './use-email-link-error';
import { FormMessage } from '../../../components/FormMessage';
import { errorMessage } from '../../../lib/error-message';
import { noticeFrom } from '../../../lib/login-notice';
import { useSignIn } from '../api/sign-in';
import { EMPTY_CREDENTIALS_MESSAGE, LOGIN_FAILED_MESSAGE } from '../login-messages';

export function LoginPage() {
  const notice = noticeFrom(useLocation().state);
  const signIn = useSignIn();
  const linkError = useEmailLinkError();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emptyFields, setEmptyFields] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    if (email.trim() === '' || password === '') {
      setEmptyFields(true);
      return;
    }
    setEmptyFields(false);
    signIn.mutate({ email: email.trim(), password });
  };

  const error = emptyFields
    ? EMPTY_CREDENTIALS_MESSAGE
    : signIn.isError
      ? errorMessage(signIn.error, LOGIN_FAILED_MESSAGE)
      : linkError;

  return (
    <AuthPage title="Sign In" intro="Welcome back to Aayra. Sign in to continue your study streak.">
      {/* noValidate: the product's own message for empty fields replaces the browser's bubbles. */}
      <form className="auth-form" onSubmit={submit} noValidate>
        {notice && !error && <FormMessage tone="success">{notice}</FormMessage>}
        <FormMessage tone="error">{error}</FormMessage>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label="Password"
          name="password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" variant="primary" fullWidth loading={signIn.isPending} loadingLabel="Signing in...">
          Sign In
        </Button>
      </form>
      <p className="auth-links">
        <Link to={paths.forgotPassword}>Forgot password?</Link>
        <span>
          New to Aayra? <Link to={paths.register}>Sign up</Link>
        </span>
      </p>
    </AuthPage>
  );
}
