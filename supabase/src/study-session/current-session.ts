import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { useAtomValue } from 'jotai';
import type { SessionStatus } from '../../functions/_shared/product-constants';

/** The phases of a study session, from focus to completed: the database's session_status. */
export type StudySessionStatus = SessionStatus;

/** The study session in progress, mirrored to local storage so a reload resumes it. */
export interface CurrentStudySession {
  sessionid: string;
  sessionname: string;
  subjectname: string;
  topicname: string;
  status: StudySessionStatus;
  focusdurationminutes: number;
  breakdurationminutes: number;
  /** The review stage being worked on when validation resumes a review; 0 for a new session. */
  reviewstage: number;
  /** Wall-clock deadline of the running timer (ms since epoch); null while paused or not started. */
  timerEndsAt: number | null;
  /** Milliseconds left when the timer was paused; null while running. */
  timerRemainingMs: number | null;
}

export const CURRENT_SESSION_STORAGE_KEY = 'aayra.currentSession';

export const currentStudySessionAtom = atomWithStorage<CurrentStudySession | null>(
  CURRENT_SESSION_STORAGE_KEY,
  null,
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);

export function useCurrentStudySession(): CurrentStudySession | null {
  return useAtomValue(currentStudySessionAtom);
}

/** The screens of the session flow: leaving one with an active session asks first. */
export const sessionFlowPaths = ['/new-session', '/focus-timer', '/upload', '/validation', '/break-timer'];
