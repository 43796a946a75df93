import { useEffect, useState } from 'react';
import { useLocation } from '@aayra/app-contract/router';
import { claimEmailLinkReport } from '../../../lib/email-link-report';
import { readRecoverySession } from '../api/read-recovery-session';
import { NO_URL_SESSION_MESSAGE, readUrlSession } from '../url-session';

export type RecoverySession = { state: 'checking' } | { state: 'ready' } | { state: 'unusable'; message: string };

const NO_LINK_MESSAGE = 'This page needs the link from your password reset email. Open it again, or request a new one.';

/** Whether the learner arrived with a usable recovery session (from the link) and may set a password. */
export function useRecoverySession(): RecoverySession {
  const { key } = useLocation();
  // Read once, before the auth client clears the fragment it has taken the session from.
  const [urlSession] = useState(() => readUrlSession(window.location.hash));
  const [result, setResult] = useState<RecoverySession>(() =>
    urlSession === 'incomplete' ? { state: 'unusable', message: NO_URL_SESSION_MESSAGE } : { state: 'checking' },
  );

  useEffect(() => {
    if (urlSession === 'incomplete') return;
    let current = true;
    void (async () => {
      // The client reads the link's session while it initializes; its error is about that link.
      const { error, signedIn } = await readRecoverySession();
      if (!current) return;
      if (error) {
        // A used or expired link (#error=...&error_code=otp_expired) or one the server refused: its
        // own words. This page tells the learner, so the sign-in page need not repeat it.
        claimEmailLinkReport(key);
        setResult({ state: 'unusable', message: error.message || NO_URL_SESSION_MESSAGE });
      } else if (signedIn) setResult({ state: 'ready' });
      else setResult({ state: 'unusable', message: NO_LINK_MESSAGE });
    })();
    return () => {
      current = false;
    };
  }, [urlSession, key]);

  return result;
}
