import type { CurrentStudySession, StudySessionStatus } from '@aayra/supabase/current-session';
import { writeSessionChange, type SessionChangeOutcome } from '@aayra/supabase/session-in-progress';
import type { TimerFields } from './session-clock';

export const STATUS_ERROR_MESSAGE = 'Error updating session status';

/**
 * Moves a session to its next phase on the server, with the new phase's timer when it has one
 * (the break starts with its deadline); the database refuses illegal moves and ends the old timer.
 * Offline the move waits on the device and is sent when the connection returns.
 */
export function updateSessionStatus(
  session: Pick<CurrentStudySession, 'sessionid' | 'sessionname'>,
  status: StudySessionStatus,
  timer?: TimerFields,
): Promise<SessionChangeOutcome> {
  return writeSessionChange(session, { status, ...timer });
}
