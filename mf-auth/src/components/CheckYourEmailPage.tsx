import type { ReactNode } from 'react';
import { Link } from '@aayra/app-contract/router';
import { paths } from '@aayra/app-contract/routes';
import { FormMessage } from './FormMessage';
import { AuthPage } from './AuthPage';

/**
 * What a learner sees once a link is on its way (sign-up confirmation, password reset): what was
 * sent and what to do with it, and the way back to signing in. It replaces the form they sent,
 * so focus moves to its heading.
 */
export function CheckYourEmailPage({ children }: { children: ReactNode }) {
  return (
    <AuthPage title="Check your email" focusTitle>
      <FormMessage tone="success">{children}</FormMessage>
      <p className="auth-links">
        <Link to={paths.login}>Back to Sign In</Link>
      </p>
    </AuthPage>
  );
}
