import { atom, useAtomValue } from 'jotai';
import { getSupabase } from '../client';
import { appStore, queryClient } from '../providers';
import { authSessionAtom } from '../auth/auth-session';
import { HOME_DASHBOARD_KEY } from '../home/home-dashboard';
import { currentStudySessionAtom, type CurrentStudySession } from './current-session';
import { STUDY_SESSIONS_KEY, isInProgress, rowChange, sessionFromRow, type SessionChange } from './session-state';

/**
 * The session in progress lives on the server; the current-session atom (kept in local storage)
 * is this device's copy. This module keeps the copy in step: on sign-in, when the window comes
 * back, when the learner's sessions change (realtime), each time the realtime channel joins, and
 * at the latest POLL_MS after the last check: a change made just as the channel joins can come with
 * no event. Every phase or timer change is written to the server by `saveSessionChange`.
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
    if (own.data && isInProgress(own.data.status as CurrentStudySession['status'])) return sessionFromRow(own.data, cached.reviewstage);
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
        const session = await readSessionInProgress(appStore.get(currentStudySessionAtom));
        if (changesBefore === localChanges && pendingWrites === 0) applyServerState(session);
        // A local change overlapped the read, so its answer may be stale: read again once the
        // change has settled, since realtime may already have delivered its last news.
        else checkWithin(RECHECK_AFTER_LOCAL_CHANGE_MS);
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
 * so the timer answers the press without waiting). When the server refuses, the copy goes back.
 */
export async function saveSessionChange(session: CurrentStudySession, change: SessionChange): Promise<CurrentStudySession> {
  const next: CurrentStudySession = { ...session, ...change };
  appStore.set(currentStudySessionAtom, next);
  try {
    await writeSessionChange(session.sessionid, change);
    return next;
  } catch (error) {
    if (appStore.get(currentStudySessionAtom) === next) appStore.set(currentStudySessionAtom, session);
    throw error;
  }
}

/** Writes a change to the row only (the caller updates the copy); reads that overlap it are dropped. */
export async function writeSessionChange(sessionId: string, change: SessionChange): Promise<void> {
  pendingWrites += 1;
  try {
    const { error } = await getSupabase().from('studysessions').update(rowChange(change)).eq('sessionid', sessionId);
    if (error) {
      console.error('Error updating session status', error);
      throw new Error('Error updating session status', { cause: error });
    }
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

function followLearner(learnerId: string): () => void {
  following = true;
  void refreshSessionInProgress();
  const refresh = () => void refreshSessionInProgress();
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
