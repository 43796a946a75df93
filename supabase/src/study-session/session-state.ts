import type { Database } from '../database.types';
import { isSessionStatus } from '../../functions/_shared/product-constants';
import type { CurrentStudySession, StudySessionStatus } from './current-session';

export type StudySessionRow = Database['public']['Tables']['studysessions']['Row'];

/**
 * The prefix of every query whose answer changes with the learner's sessions (the session lists,
 * pending reviews): a session moved on elsewhere refreshes these and Home, and nothing else.
 */
export const STUDY_SESSIONS_KEY = ['study-sessions'] as const;

/** The phases in which a session is being worked on: the one a learner continues on any device. */
export const IN_PROGRESS_STATUSES: readonly StudySessionStatus[] = ['focus_in_progress', 'uploading', 'validating', 'break_in_progress'];

export function isInProgress(status: string | undefined): boolean {
  return status !== undefined && isSessionStatus(status) && IN_PROGRESS_STATUSES.includes(status);
}

/** A row's status as a status: the database holds only these words (session_status). */
export function knownStatus(status: string): StudySessionStatus {
  if (!isSessionStatus(status)) throw new Error(`Unknown session status: ${status}`);
  return status;
}

/** The session as the pages hold it, from its row; the review stage is the page's own business. */
export function sessionFromRow(row: StudySessionRow, reviewstage = 0): CurrentStudySession {
  return {
    sessionid: row.sessionid,
    sessionname: row.sessionname,
    subjectname: row.subjectname,
    topicname: row.topicname,
    status: knownStatus(row.status),
    focusdurationminutes: row.focusdurationminutes,
    breakdurationminutes: row.breakdurationminutes,
    reviewstage,
    timerEndsAt: row.timerendsat === null ? null : Date.parse(row.timerendsat),
    timerRemainingMs: row.timerremainingms,
  };
}

/** What a phase or timer change writes to the session's row. */
export interface SessionChange {
  status?: StudySessionStatus;
  timerEndsAt?: number | null;
  timerRemainingMs?: number | null;
}

/** A change as sent: the session's phase, and its timer after the change (none when left out). */
export type PhaseChange = SessionChange & { status: StudySessionStatus };

export type SessionChangeArgs = Database['public']['Functions']['change_study_session']['Args'];

/** change_study_session's arguments for a change the learner made at `madeAt`. */
export function sessionChangeArgs(sessionId: string, change: PhaseChange, madeAt: Date): SessionChangeArgs {
  return {
    session_id: sessionId,
    status: change.status,
    ...(typeof change.timerEndsAt === 'number' && { timer_ends_at: new Date(change.timerEndsAt).toISOString() }),
    ...(typeof change.timerRemainingMs === 'number' && { timer_remaining_ms: Math.round(change.timerRemainingMs) }),
    made_at: madeAt.toISOString(),
  };
}
