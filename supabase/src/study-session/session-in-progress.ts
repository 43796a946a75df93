import { atom, useAtomValue } from 'jotai';
import { getSupabase } from '../client';
import { appStore, queryClient } from '../providers';
import { authSessionAtom } from '../auth/auth-session';
import { HOME_DASHBOARD_KEY } from '../home/home-dashboard';
import { callAnswer } from '../offline/call-answer';
import { isOffline } from '../offline-cache/connection';
import { subscribeToOfflineQueue } from '../offline/queued-calls';
import { sendQueuedCalls } from '../offline/send-queued-calls';
import { currentStudySessionAtom, type CurrentStudySession } from './current-session';
import { queueSessionChange, sessionsWithQueuedChanges, type NamedSession } from './queued-session-changes';
import {
  STUDY_SESSIONS_KEY,
  isInProgress,
  sessionChangeArgs,
  sessionFromRow,
  type PhaseChange,
  type SessionChange,
  type SessionChangeArgs,
} from './session-state';

/**
 * The session in progress lives on the server; the current-session atom (kept in local storage)
 * is this device's copy. This module keeps the copy in step: on sign-in, when the window comes
 * back, when the learner's sessions change (realtime), each time the realtime channel joins, and
 * at the latest POLL_MS after the last check: a change made just as the channel joins can come with
 * no event. Every phase or timer change is written to the server by `saveSessionChange`; offline it
 * waits in the device's queue, and the server's older state is not applied over it meanwhile.
 */

/** The longest the copy goes unchecked against the server, in case realtime missed a change. */
const POLL_MS = 10_000;
/** How soon a check whose answer a local change made stale is made again, once the change settled. */
const RECHECK_AFTER_LOCAL_CHANGE_MS = 1_000;

/** True once the server has answered since sign-in: until then an empty copy proves nothing. */
export const sessionInProgressCheckedAtom = atom(false);

export function useSessionInProgressChecked(): boolean {
  return useAtomValue(sessionInProgressCheckedAtom);
}

// Local changes since a read started make its answer stale: it must not undo them.
let localChanges = 0;
let pendingWrites = 0;
let applyingServerState = false;
appStore.sub(currentStudySessionAtom, () => {
  if (!applyingServerState) localChanges += 1;
});

/**
 * The session this device should show: the newest in progress, unless this device is working on
 * another one that is still in progress (a learner at the limit may have two).
 */
async function readSessionInProgress(cached: CurrentStudySession | null): Promise<CurrentStudySession | null> {
  const supabase = getSupabase();
  const newest = await supabase.rpc('get_session_in_progress').maybeSingle();
  if (newest.error) throw newest.error;
  if (cached && cached.sessionid !== newest.data?.sessionid) {
    const own = await supabase.from('studysessions').select('*').eq('sessionid', cached.sessionid).maybeSingle();
    if (own.error) throw own.error;
    if (own.data && isInProgress(own.data.status)) return sessionFromRow(own.data, cached.reviewstage);
  }
  if (!newest.data) return null;
  return sessionFromRow(newest.data, cached?.sessionid === newest.data.sessionid ? cached.reviewstage : 0);
}

/** Home's figures and the session lists changed: whichever remote shows them fetches them again. */
export function refreshSessionViews(): void {
  void queryClient.invalidateQueries({ queryKey: HOME_DASHBOARD_KEY });
  void queryClient.invalidateQueries({ queryKey: STUDY_SESSIONS_KEY });
}

function applyServerState(session: CurrentStudySession | null) {
  const cached = appStore.get(currentStudySessionAtom);
  if (JSON.stringify(cached) === JSON.stringify(session)) return;
  applyingServerState = true;
  try {
    appStore.set(currentStudySessionAtom, session);
  } finally {
    applyingServerState = false;
  }
  // Another device moved the session on or ended it: Home's counts and the lists changed too.
  if (cached?.sessionid !== session?.sessionid || cached?.status !== session?.status) refreshSessionViews();
}

let reading: Promise<void> | null = null;
let readAgain = false;

// One timer holds the next check: each check puts it POLL_MS ahead, a stale answer brings it nearer.
let following = false;
let nextCheck: ReturnType<typeof setTimeout> | undefined;
let nextCheckAt = Infinity;

function checkWithin(ms: number) {
  if (!following || Date.now() + ms >= nextCheckAt) return;
  clearTimeout(nextCheck);
  nextCheckAt = Date.now() + ms;
  nextCheck = setTimeout(() => {
    nextCheck = undefined;
    nextCheckAt = Infinity;
    void refreshSessionInProgress();
  }, ms);
}

function stopChecking() {
  following = false;
  clearTimeout(nextCheck);
  nextCheck = undefined;
  nextCheckAt = Infinity;
}

/** Reads the session in progress and puts it in this device's copy, unless the copy moved on meanwhile. */
export function refreshSessionInProgress(): Promise<void> {
  if (reading) {
    readAgain = true;
    return reading;
  }
  reading = (async () => {
    do {
      readAgain = false;
      const changesBefore = localChanges;
      try {
        // The queue may send a change while the read travels: asked before and after, it cannot slip by.
        const queuedBefore = await sessionsWithQueuedChanges();
        const session = await readSessionInProgress(appStore.get(currentStudySessionAtom));
        const queued = new Set([...queuedBefore, ...(await sessionsWithQueuedChanges())]);
        // A change still queued on this device is newer than the server's state, which is not
        // applied: the session is read again once the queue has sent it (followLearner).
        const waiting = [appStore.get(currentStudySessionAtom)?.sessionid, session?.sessionid].some((id) => id !== undefined && queued.has(id));
        if (!waiting && changesBefore === localChanges && pendingWrites === 0) applyServerState(session);
        // A local change overlapped the read, so its answer may be stale: read again once the
        // change has settled, since realtime may already have delivered its last news.
        else if (!waiting) checkWithin(RECHECK_AFTER_LOCAL_CHANGE_MS);
        appStore.set(sessionInProgressCheckedAtom, true);
      } catch (error) {
        // Offline or refused: the copy stays as it is and the next check tries again.
        console.error('Error loading the session in progress', error);
        appStore.set(sessionInProgressCheckedAtom, true);
      }
    } while (readAgain);
  })().finally(() => {
    reading = null;
    checkWithin(POLL_MS);
  });
  return reading;
}

/**
 * Writes a phase or timer change of the session to the server and to this device's copy (at once,
 * so the timer answers the press without waiting). Offline the change waits in the device's queue
 * and the copy keeps it: the timer runs on from its deadline. When the server refuses, the copy
 * goes back.
 */
export async function saveSessionChange(session: CurrentStudySession, change: SessionChange): Promise<CurrentStudySession> {
  const next: CurrentStudySession = { ...session, ...change };
  appStore.set(currentStudySessionAtom, next);
  try {
    // A timer belongs to its phase: sent with the phase it was set in (the same status is no move),
    // a pause that arrives after the session moved on elsewhere is refused, not applied to the break.
    await writeSessionChange(session, { status: session.status, ...change });
    return next;
  } catch (error) {
    if (appStore.get(currentStudySessionAtom) === next) appStore.set(currentStudySessionAtom, session);
    throw error;
  }
}

/** Where a change went: to the server, or into this device's queue until the connection returns. */
export type SessionChangeOutcome = 'saved' | 'saved-on-device';

const STATUS_ERROR = 'Error updating session status';

/** The signed-in learner; offline, supabase-js may no longer report an expired sign-in, the page still knows it. */
async function signedInLearner(): Promise<string | undefined> {
  return appStore.get(authSessionAtom)?.user.id ?? (await getSupabase().auth.getSession()).data.session?.user.id;
}

async function saveOnDevice(session: NamedSession, args: SessionChangeArgs): Promise<SessionChangeOutcome> {
  const learnerId = await signedInLearner();
  if (!learnerId) throw new Error(STATUS_ERROR, { cause: new Error('No learner is signed in to keep the change for') });
  await queueSessionChange(learnerId, session, args);
  return 'saved-on-device';
}

/**
 * Writes a change to the row only (the caller updates the copy); reads that overlap it are dropped.
 * Online and queued changes are the same call, change_study_session, so the rules are one.
 */
export async function writeSessionChange(session: NamedSession, change: PhaseChange): Promise<SessionChangeOutcome> {
  pendingWrites += 1;
  try {
    // When the learner made it: sent later from the queue, it still loses to a change made after it.
    const args = sessionChangeArgs(session.sessionid, change, new Date());
    if (isOffline()) return await saveOnDevice(session, args);
    // Behind a change of the session still queued, a later one is queued too: sent first, it would
    // be undone when the older one arrives. It goes in the round after the one that may be running.
    if ((await sessionsWithQueuedChanges()).has(session.sessionid)) {
      const outcome = await saveOnDevice(session, args);
      void sendQueuedCalls().catch((error: unknown) => console.error('Error sending the queued calls', error));
      return outcome;
    }
    const response = await getSupabase().rpc('change_study_session', args);
    // No verdict (no answer, or a backend that could not take it now): kept and sent again later;
    // one that did arrive counts once.
    if (callAnswer(response).kind === 'not-reached') return await saveOnDevice(session, args);
    if (response.error) {
      console.error(STATUS_ERROR, response.error);
      throw new Error(STATUS_ERROR, { cause: response.error });
    }
    return 'saved';
  } finally {
    pendingWrites -= 1;
    localChanges += 1;
  }
}

/** Runs a write the caller makes itself (a delete, say) so that reads overlapping it are dropped. */
export async function whileWritingSession<T>(write: () => PromiseLike<T>): Promise<T> {
  pendingWrites += 1;
  try {
    return await write();
  } finally {
    pendingWrites -= 1;
    localChanges += 1;
  }
}

/** Calls `onSent` whenever a session change left the device's queue (sent, or refused and told). */
function whenQueuedChangesLeave(onSent: () => void): () => void {
  let queued: ReadonlySet<string> | undefined;
  const check = async () => {
    const now = await sessionsWithQueuedChanges();
    if (queued && [...queued].some((id) => !now.has(id))) onSent();
    queued = now;
  };
  void check();
  return subscribeToOfflineQueue(() => void check());
}

function followLearner(learnerId: string): () => void {
  following = true;
  void refreshSessionInProgress();
  const refresh = () => void refreshSessionInProgress();
  // Until then the server's state was older than this device's copy (refreshSessionInProgress).
  const stopWatchingQueue = whenQueuedChangesLeave(refresh);
  const onVisible = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  window.addEventListener('focus', refresh);
  document.addEventListener('visibilitychange', onVisible);
  const client = getSupabase();
  // Any change to one of the learner's sessions (another device paused, moved on, discarded) is
  // news; the read decides what it means, so the event's payload is not needed. Today's count
  // and the limit change with it, even when no session is in progress here.
  const onSessionChange = () => {
    refresh();
    refreshSessionViews();
  };
  const channel = client
    .channel(`study-sessions:${learnerId}:${crypto.randomUUID()}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'studysessions', filter: `userid=eq.${learnerId}` }, onSessionChange)
    .subscribe((status) => {
      // Whatever changed while the channel was joining or down arrives with no event.
      if (status === 'SUBSCRIBED') refresh();
    });
  return () => {
    stopWatchingQueue();
    window.removeEventListener('focus', refresh);
    document.removeEventListener('visibilitychange', onVisible);
    stopChecking();
    void client.removeChannel(channel);
  };
}

let stopFollowing: (() => void) | undefined;

/** Follows the signed-in learner's session in progress for the whole page (shell and remotes share this module). */
export function followSessionInProgress(): () => void {
  if (stopFollowing) return stopFollowing;
  let learnerId: string | undefined;
  let stopLearner: (() => void) | undefined;
  const onAuth = () => {
    const auth = appStore.get(authSessionAtom);
    const next = auth?.user.id;
    if (next === learnerId) return;
    const signedOut = learnerId !== undefined && next === undefined;
    stopLearner?.();
    stopLearner = undefined;
    learnerId = next;
    appStore.set(sessionInProgressCheckedAtom, false);
    // Another learner may use this device next: the signed-out learner's session is not theirs.
    if (signedOut) applyServerState(null);
    if (next) stopLearner = followLearner(next);
  };
  const unsubscribe = appStore.sub(authSessionAtom, onAuth);
  onAuth();
  stopFollowing = () => {
    unsubscribe();
    stopLearner?.();
    stopLearner = undefined;
    stopFollowing = undefined;
  };
  return stopFollowing;
}
