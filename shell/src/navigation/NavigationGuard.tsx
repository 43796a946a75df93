import { useEffect, useRef, useState } from 'react';
import { useBlocker, useLocation, useNavigate } from '@aayra/app-contract/router';
import { useAtomValue } from 'jotai';
import { ConfirmDialog, useToast } from '@aayra/design-system/components';
import { currentStudySessionAtom } from '@aayra/supabase/current-session';
import { DISCARD_ERROR_MESSAGE, discardStudySession } from '@aayra/supabase/discard-session';
import { followSessionInProgress } from '@aayra/supabase/session-in-progress';
import { paths } from '@aayra/app-contract/routes';
import { whileWorking } from '@aayra/app-contract/working';
import { leavesSession } from './leaves-session';
import { isSessionInProgress, leaveSessionDialog } from './session-phase-dialog';

/**
 * Every navigation from a session screen away from the session in progress (bottom bar, links,
 * browser or native back, a Back that lands on another session screen) asks first, with the words
 * of the session's phase; OK discards, completes or marks it incomplete (focus and upload discard,
 * validation marks incomplete, the break completes), and goes where that leads.
 */
export function NavigationGuard() {
  const session = useAtomValue(currentStudySessionAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { toast } = useToast();
  const [leaving, setLeaving] = useState(false);
  // Lets the confirmed navigation through before the cleared session reaches the blocker.
  const confirmedRef = useRef(false);
  useEffect(() => {
    confirmedRef.current = false;
  }, [pathname]);
  // The session in progress is the server's: this device's copy follows it from any page.
  useEffect(() => followSessionInProgress(), []);

  const inProgress = isSessionInProgress(session?.status);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      !confirmedRef.current &&
      inProgress &&
      // Only a session screen is "in" the session: Home or a list may show it (another device
      // started it) without leaving them meaning anything for it.
      leavesSession({ from: currentLocation.pathname, to: nextLocation.pathname, historyAction }),
  );

  if (blocker.state !== 'blocked' || !session) return null;
  const { title, message } = leaveSessionDialog(session.status);

  const confirm = async () => {
    setLeaving(true);
    try {
      const goTo = await whileWorking(() => discardStudySession(session));
      confirmedRef.current = true;
      blocker.reset();
      void navigate(paths[goTo]);
    } catch (error) {
      blocker.reset();
      toast({ title: error instanceof Error ? error.message : DISCARD_ERROR_MESSAGE, variant: 'error' });
    } finally {
      setLeaving(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title={title}
      message={message}
      confirmLabel="OK"
      cancelLabel="Cancel"
      tone={session.status === 'break_in_progress' ? 'primary' : 'danger'}
      confirming={leaving}
      onConfirm={() => void confirm()}
      onCancel={() => blocker.reset()}
    />
  );
}
