import type { StudySessionStatus } from '@aayra/supabase/current-session';
import { getSupabase } from '@aayra/supabase/client';

export const STATUS_ERROR_MESSAGE = 'Error updating session status';

/** Moves a session to its next phase; the database refuses illegal moves. */
export async function updateSessionStatus(sessionId: string, status: StudySessionStatus): Promise<void> {
  const { error } = await getSupabase().from('studysessions').update({ status }).eq('sessionid', sessionId);
  if (error) {
    console.error(STATUS_ERROR_MESSAGE, error);
    throw new Error(STATUS_ERROR_MESSAGE, { cause: error });
  }
}
