import { playAlarm } from './alarm';
import { showBrowserNotification } from './browser-notification';
import { showPhaseOver, type TimerPhase } from './tab-title';

/** How long after the deadline the cues still come when the page first sees the phase is over. */
const CUE_WINDOW_MS = 60_000;

/**
 * The cues are for a phase ending now, not for one that ended while no device showed it (the tab
 * was closed): that session simply moves on when opened.
 */
export function endsNow(timerEndsAt: number | null, now = Date.now()): boolean {
  return timerEndsAt === null || now - timerEndsAt < CUE_WINDOW_MS;
}

export const PHASE_OVER_NOTIFICATIONS: Record<TimerPhase, { title: string; tag: string }> = {
  Focus: { title: '⏰ Focus time is over', tag: 'aayra-focus-over' },
  Break: { title: '⏰ Break time is over', tag: 'aayra-break-over' },
};

/**
 * A timer reached zero: the alarm when armed, a system notification when the learner allowed
 * them (they may be in another tab), and the tab's title says so. The learner who ends a phase
 * themselves (I'm done, Skip Break) gets none of these.
 */
export function announcePhaseOver(phase: TimerPhase, body: string): void {
  void playAlarm();
  const { title, tag } = PHASE_OVER_NOTIFICATIONS[phase];
  showBrowserNotification(title, body, tag);
  showPhaseOver(phase);
}
