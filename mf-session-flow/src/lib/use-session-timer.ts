import { remainingMs, timerState, type TimerFields, type TimerState } from './session-clock';
import { useNow } from './use-now';

export interface SessionTimerView {
  state: TimerState;
  remainingMs: number;
}

/** The timer as of now; re-rendered on every tick while it runs. */
export function useSessionTimer(timer: TimerFields, totalMs: number): SessionTimerView {
  const now = useNow(timer.timerEndsAt !== null);
  return { state: timerState(timer, now), remainingMs: Math.min(remainingMs(timer, totalMs, now), totalMs) };
}
