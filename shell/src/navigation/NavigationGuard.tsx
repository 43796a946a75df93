import { useState } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { useAtom } from 'jotai';
import { ConfirmDialog } from '@aayra/design-system/components';
import { currentStudySessionAtom, sessionFlowPaths } from '@aayra/supabase/current-session';
import { discardStudySession } from '@aayra/supabase/discard-session';
import { whileWorking } from '@aayra/supabase/working';
import { isSessionInProgress, leaveSessionDialog } from './session-phase-dialog';

/**
 * Every navigation away from a session in progress (bottom bar, links, browser or native back)
 * asks first, with the words of the session's phase; OK discards, completes or marks it
 * incomplete as specification section 4 says, then goes on.
 */
export function NavigationGuard() {
  const [session, setSession] = useAtom(currentStudySessionAtom);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const inProgress = isSessionInProgress(session?.status);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      inProgress &&
      nextLocation.pathname !== currentLocation.pathname &&
      !sessionFlowPaths.includes(nextLocation.pathname),
  );

  if (blocker.state !== 'blocked' || !session) return null;
  const { title, message } = leaveSessionDialog(session.status);
  const destination = blocker.location.pathname + blocker.location.search;

  const confirm = async () => {
    setLeaving(true);
    try {
      const goTo = await whileWorking(() => discardStudySession(session));
      setSession(null);
      blocker.reset();
      void navigate(goTo || destination);
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
