import { useEffect, type ReactNode } from 'react';
import { Spinner } from '@aayra/design-system/components';
import { useCurrentStudySession } from '@aayra/supabase/current-session';
import { refreshSessionInProgress, useSessionInProgressChecked } from '@aayra/supabase/session-in-progress';

/**
 * A session page on a device that has no copy of the session yet waits for the server's answer:
 * the session may have been started on another device.
 */
export function WhenSessionKnown({ children }: { children: ReactNode }) {
  const session = useCurrentStudySession();
  const checked = useSessionInProgressChecked();
  const waiting = session === null && !checked;
  useEffect(() => {
    if (waiting) void refreshSessionInProgress();
  }, [waiting]);
  if (waiting) return <Spinner label="Loading..." />;
  return children;
}
