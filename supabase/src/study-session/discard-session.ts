import { getSupabase } from '../client';
import { appStore, queryClient } from '../providers';
import { paths } from '../routes';
import { currentStudySessionAtom, type CurrentStudySession, type StudySessionStatus } from './current-session';
import { whileWritingSession } from './session-in-progress';

export const DISCARD_ERROR_MESSAGE = 'Error updating session status';

async function setStatus(sessionId: string, status: StudySessionStatus): Promise<void> {
  const { error } = await getSupabase().from('studysessions').update({ status }).eq('sessionid', sessionId);
  if (error) throw new Error(DISCARD_ERROR_MESSAGE, { cause: error });
}

/** What leaving does in each phase (specification section 4); returns where to go next. */
async function leavePhase(session: CurrentStudySession, status: StudySessionStatus): Promise<string> {
  switch (status) {
    case 'focus_in_progress':
    case 'uploading': {
      const { error } = await getSupabase().from('studysessions').delete().eq('sessionid', session.sessionid);
      if (error) throw new Error(DISCARD_ERROR_MESSAGE, { cause: error });
      return paths.home;
    }
    case 'break_in_progress':
      await setStatus(session.sessionid, 'completed');
      return paths.home;
    case 'validating':
      // A review resumed in validation goes back to its list; nothing about the session changes.
      if (session.reviewstage > 0) return paths.pendingReviews;
      await setStatus(session.sessionid, 'incomplete');
      return paths.home;
    case 'completed':
      return paths.completedSessions;
    case 'incomplete':
      return paths.home;
  }
}

/**
 * Discards the current study session as its phase requires, clears it, and returns the path to
 * go to. The phase is read from the database first: the cached copy may be behind (another tab).
 * Throws 'Error updating session status' and keeps the session when the database refuses.
 */
export async function discardStudySession(session: CurrentStudySession): Promise<string> {
  const { data, error } = await getSupabase()
    .from('studysessions')
    .select('status')
    .eq('sessionid', session.sessionid)
    .maybeSingle();
  if (error) throw new Error(DISCARD_ERROR_MESSAGE, { cause: error });
  // Marks the write, so that a check of the session in progress overlapping it cannot bring it back.
  const path = data ? await whileWritingSession(() => leavePhase(session, data.status as StudySessionStatus)) : paths.home;
  appStore.set(currentStudySessionAtom, null);
  // Home counts and lists changed; whichever remote shows them fetches them again.
  void queryClient.invalidateQueries();
  return path;
}
