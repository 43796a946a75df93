import { useEffect, useState } from 'react';
import { useLocation } from '@aayra/app-contract/router';
import { claimEmailLinkReport } from '../../../lib/email-link-report';
import { readEmailLinkError } from '../api/read-email-link-error';

/**
 * What a learner is told on the sign-in page when the e-mailed link they followed (in practice the
 * sign-up confirmation: a reset link opens its own page) was used, expired or broken.
 */
export const EXPIRED_LINK_MESSAGE = 'This link is invalid or has expired. Sign in below, or sign up again to get a new link.';

/**
 * The failed link's message, on whatever route the learner was sent on to (a failed sign-up link
 * leaves the learner signed out, so /profile sends them to /login).
 */
export function useEmailLinkError(): string | undefined {
  const { key } = useLocation();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void readEmailLinkError().then((error) => {
      if (current && error) setFailed(claimEmailLinkReport(key));
    });
    return () => {
      current = false;
    };
  }, [key]);
  return failed ? EXPIRED_LINK_MESSAGE : undefined;
}
