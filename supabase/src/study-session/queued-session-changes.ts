import { HOME_DASHBOARD_KEY } from '../home/home-dashboard';
import { forgetQueuedCall, readQueuedCalls } from '../offline/offline-store';
import { offlineQueueChanged, queueCall, type QueuedCall } from '../offline/queued-calls';
import type { CurrentStudySession } from './current-session';
import { STUDY_SESSIONS_KEY, type SessionChangeArgs } from './session-state';

/** What a queued change needs to know of its session: which one, and how the learner names it. */
export type NamedSession = Pick<CurrentStudySession, 'sessionid' | 'sessionname'>;

/** The words a refusal notice opens with: "Your change to Biology - Cells #3, could not be saved: ...". */
export const sessionChangeAbout = (sessionname: string) => `Your change to ${sessionname}`;

const isSessionChange = (call: QueuedCall): call is QueuedCall<'change_study_session'> =>
  call.rpc === 'change_study_session';

/**
 * This device's queued session changes. Read from IndexedDB, not from the page's mirror of it, so
 * a page just reloaded knows them too. A device without IndexedDB (or one that cannot open it) can
 * have queued nothing.
 */
async function queuedSessionChanges(): Promise<QueuedCall<'change_study_session'>[]> {
  try {
    return (await readQueuedCalls()).filter(isSessionChange);
  } catch {
    return [];
  }
}

/** The sessions with a change still waiting in this device's queue. */
export async function sessionsWithQueuedChanges(): Promise<ReadonlySet<string>> {
  return new Set((await queuedSessionChanges()).map((call) => call.args.session_id));
}

/**
 * Drops the changes of a session the learner has left (deleted, or moved past its phase): sent
 * later they would only be refused, and the learner told of a failure that is none.
 */
export async function forgetQueuedSessionChanges(sessionId: string): Promise<void> {
  const calls = (await queuedSessionChanges()).filter((call) => call.args.session_id === sessionId);
  if (calls.length === 0) return;
  try {
    await Promise.all(calls.map(forgetQueuedCall));
    await offlineQueueChanged();
  } catch (error) {
    console.error('Error forgetting the queued changes of a session', error);
  }
}

/**
 * Keeps the change on this device until the backend answers it. Sent twice it counts once (the
 * same values again, the same status is no move), so the call's id is only the queue's key.
 */
export async function queueSessionChange(learnerId: string, session: NamedSession, args: SessionChangeArgs): Promise<void> {
  await queueCall({
    id: crypto.randomUUID(),
    learnerId,
    rpc: 'change_study_session',
    args,
    about: sessionChangeAbout(session.sessionname),
    // The lists and Home's figures follow the session's phase.
    refreshes: [[...STUDY_SESSIONS_KEY], [...HOME_DASHBOARD_KEY]],
  });
}
