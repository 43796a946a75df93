import { formatCountdown } from '@aayra/design-system/components';
import type { CurrentStudySession } from '@aayra/supabase/current-session';
import { minutesToMs, remainingMs, timerState } from './session-clock';

/**
 * Where the session in progress stands, for the card that continues it: its phase and, in focus
 * and break, the time left (counted to the same deadline on every device).
 */
export function sessionProgressText(session: CurrentStudySession, now: number): string {
  switch (session.status) {
    case 'focus_in_progress':
    case 'break_in_progress': {
      const phase = session.status === 'focus_in_progress' ? 'Focus' : 'Break';
      const totalMs = minutesToMs(session.status === 'focus_in_progress' ? session.focusdurationminutes : session.breakdurationminutes);
      const left = formatCountdown(Math.min(remainingMs(session, totalMs, now), totalMs) / 1000);
      switch (timerState(session, now)) {
        case 'running':
          return `${phase}: ${left} left`;
        case 'paused':
          return `${phase}: paused, ${left} left`;
        case 'idle':
          return `${phase}: ${left}, not started`;
        case 'completed':
          return session.status === 'focus_in_progress' ? "Focus: time's up, add what you studied" : "Break: time's up";
      }
      break;
    }
    case 'uploading':
      return 'Upload: add what you studied';
    case 'validating':
    case 'incomplete':
      return 'Validation: check what you learned';
    case 'completed':
      return 'Completed';
  }
  return '';
}
