import { getSupabase } from '../client';
import { appStore } from '../providers';
import { currentStudySessionAtom, type CurrentStudySession, type StudySessionStatus } from './current-session';
import { forgetQueuedSessionChanges } from './queued-session-changes';
import { refreshSessionViews, whileWritingSession } from './session-in-progress';
import { knownStatus } from './session-state';
import { forgetTypedNoteCopy } from './typed-note-copy';

export const DISCARD_ERROR_MESSAGE = 'Error updating session status';

/** The page a learner lands on after leaving a session; the apps map it to its path. */
export type PageAfterDiscard = 'home' | 'pendingReviews' | 'completedSessions';

async function setStatus(sessionId: string, status: StudySessionStatus): Promise<void> {
  const { error } = await getSupabase().from('studysessions').update({ status }).eq('sessionid', sessionId);
  if (error) throw new Error(DISCARD_ERROR_MESSAGE, { cause: error });
}

/**
 * What leaving does in each phase: an unfinished focus is deleted, a break completes the session,
 * a first validation left early marks it incomplete. Returns the page to go to next.
 */
async function leavePhase(session: CurrentStudySession, status: StudySessionStatus): Promise<PageAfterDiscard> {
  switch (status) {
    case 'focus_in_progress':
    case 'uploading': {
      const { error } = await getSupabase().from('studysessions').delete().eq('sessionid', session.sessionid);
      if (error) throw new Error(DISCARD_ERROR_MESSAGE, { cause: error });
      return 'home';
    }
    case 'break_in_progress':
      await setStatus(session.sessionid, 'completed');
      return 'home';
    case 'validating':
      // A review resumed in validation goes back to its list; nothing about the session changes.
      if (session.reviewstage > 0) return 'pendingReviews';
      await setStatus(session.sessionid, 'incomplete');
      return 'home';
    case 'completed':
      return 'completedSessions';
    case 'incomplete':
      return 'home';
  }
}

/**
 * Discards the current study session as its phase requires, clears it, and returns the page to
 * go to. The phase is read from the database first: the cached copy may be behind (another tab).
 * Throws 'Error updating session status' and keeps the session when the database refuses.
 */
export async function discardStudySession(session: CurrentStudySession): Promise<PageAfterDiscard> {
  const { data, error } = await getSupabase()
    .from('studysessions')
    .select('status')
    .eq('sessionid', session.sessionid)
    .maybeSingle();
  if (error) throw new Error(DISCARD_ERROR_MESSAGE, { cause: error });
  // Marks the write, so that a check of the session in progress overlapping it cannot bring it back.
  const page = data ? await whileWritingSession(() => leavePhase(session, knownStatus(data.status))) : 'home';
  await forgetQueuedSessionChanges(session.sessionid);
  // The database removes a session's typed notes once it leaves upload; this device's copy goes too.
  forgetTypedNoteCopy(session.sessionid);
  appStore.set(currentStudySessionAtom, null);
  refreshSessionViews();
  return page;
}
