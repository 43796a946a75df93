import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getSupabase } from '@aayra/supabase/client';

/**
 * What a learner is told on the sign-in page when the e-mailed link they followed (in practice the
 * sign-up confirmation: a reset link opens its own page) was used, expired or broken.
 */
export const EXPIRED_LINK_MESSAGE = 'This link is invalid or has expired. Sign in below, or sign up again to get a new link.';

/** The page (by its location key) that told the learner about the failed link. */
let reportedOn: string | undefined;

/**
 * Whether this page may tell the learner about the failed link: the first page of the page load
 * that asks does, so moving on (or signing out and back) does not bring the message back.
 */
export function claimEmailLinkReport(locationKey: string): boolean {
  reportedOn ??= locationKey;
  return reportedOn === locationKey;
}

/**
 * The auth client reads an e-mailed link's outcome (#error=...&error_code=otp_expired, or a
 * session) once, as the page loads, and keeps it: initialize() answers with it every time, after
 * the fragment is gone and whatever route the learner was sent on to (a failed sign-up link leaves
 * the learner signed out, so /profile sends them to /login).
 */
export function useEmailLinkError(): string | undefined {
  const { key } = useLocation();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void getSupabase()
      .auth.initialize()
      .then(({ error }) => {
        // The client only fails to initialize over the link it found in the address.
        if (current && error) setFailed(claimEmailLinkReport(key));
      });
    return () => {
      current = false;
    };
  }, [key]);
  return failed ? EXPIRED_LINK_MESSAGE : undefined;
}
