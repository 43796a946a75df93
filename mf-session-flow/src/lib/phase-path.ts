import type { StudySessionStatus } from '@aayra/supabase/current-session';
import { paths } from '@aayra/app-contract/routes';

/** The page each phase of a session lives on, so a reload or a stray link resumes it there. */
export function phasePath(status: StudySessionStatus): string {
  switch (status) {
    case 'focus_in_progress':
      return paths.focusTimer;
    case 'uploading':
      return paths.upload;
    case 'validating':
    case 'incomplete':
      return paths.validation;
    case 'break_in_progress':
      return paths.breakTimer;
    case 'completed':
      return paths.completedSessions;
  }
}
