import { useCallback, useState } from 'react';
import type { CurrentStudySession } from '@aayra/supabase/current-session';
import { saveSessionChange } from '@aayra/supabase/session-in-progress';
import type { TimerFields } from './session-clock';

/**
 * Start, Pause and Resume of a session's timer: shown at once, saved on the session's row so every
 * device counts down to the same deadline. A refused save puts the timer back and says so.
 */
export function useSaveTimer(session: CurrentStudySession | undefined) {
  const [failed, setFailed] = useState(false);
  const save = useCallback(
    (timer: TimerFields) => {
      if (!session) return;
      setFailed(false);
      saveSessionChange(session, timer).catch(() => setFailed(true));
    },
    [session],
  );
  return { save, failed };
}
