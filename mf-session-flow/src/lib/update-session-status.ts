import type { StudySessionStatus } from '@aayra/supabase/current-session';
import { writeSessionChange } from '@aayra/supabase/session-in-progress';
import type { TimerFields } from './session-clock';

export const STATUS_ERROR_MESSAGE = 'Error updating session status';

/**
 * Moves a session to its next phase on the server, with the new phase's timer when it has one
 * (the break starts with its deadline); the database refuses illegal moves and ends the old timer.
 */
export async function updateSessionStatus(sessionId: string, status: StudySessionStatus, timer?: TimerFields): Promise<void> {
  await writeSessionChange(sessionId, { status, ...timer });
}
