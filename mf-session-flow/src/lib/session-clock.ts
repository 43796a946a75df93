import type { CurrentStudySession } from '@aayra/supabase/current-session';

/** The part of the current session that holds a timer (kept in local storage with it). */
export type TimerFields = Pick<CurrentStudySession, 'timerEndsAt' | 'timerRemainingMs'>;

export type TimerState = 'idle' | 'running' | 'paused' | 'completed';

export const IDLE_TIMER: TimerFields = { timerEndsAt: null, timerRemainingMs: null };

/**
 * Time left, from the stored deadline and the wall clock: a reload, a hidden tab or a sleeping
 * machine cannot make the timer drift, because nothing is counted, only compared.
 */
export function remainingMs(timer: TimerFields, totalMs: number, now: number): number {
  if (timer.timerEndsAt !== null) return Math.max(0, timer.timerEndsAt - now);
  if (timer.timerRemainingMs !== null) return Math.max(0, timer.timerRemainingMs);
  return totalMs;
}

export function timerState(timer: TimerFields, now: number): TimerState {
  if (timer.timerEndsAt !== null) return timer.timerEndsAt <= now ? 'completed' : 'running';
  if (timer.timerRemainingMs !== null) return timer.timerRemainingMs <= 0 ? 'completed' : 'paused';
  return 'idle';
}

export function startTimer(totalMs: number, now: number): TimerFields {
  return { timerEndsAt: now + totalMs, timerRemainingMs: null };
}

export function pauseTimer(timer: TimerFields, totalMs: number, now: number): TimerFields {
  return { timerEndsAt: null, timerRemainingMs: remainingMs(timer, totalMs, now) };
}

export function resumeTimer(timer: TimerFields, totalMs: number, now: number): TimerFields {
  return { timerEndsAt: now + remainingMs(timer, totalMs, now), timerRemainingMs: null };
}

export const minutesToMs = (minutes: number) => minutes * 60_000;
