import type { StudySessionStatus } from '@aayra/supabase/current-session';

export interface LeaveSessionDialog {
  title: string;
  message: string;
}

/** What leaving means in each phase of a session in progress, in the words the learner confirms. */
export function leaveSessionDialog(status: StudySessionStatus): LeaveSessionDialog {
  if (status === 'break_in_progress') {
    return { title: 'Complete Session', message: 'Session will be marked complete.' };
  }
  if (status === 'validating') {
    return { title: 'Exit Session', message: 'Do you want to exit? Session will be marked incomplete.' };
  }
  return { title: 'Discard Session', message: 'The session will be discarded. This action cannot be undone.' };
}

/** A session that leaving would discard, complete or mark incomplete. */
export function isSessionInProgress(status: StudySessionStatus | undefined): boolean {
  return status !== undefined && status !== 'completed' && status !== 'incomplete';
}
