import { describe, expect, it } from 'vitest';
import { IDLE_TIMER, pauseTimer, remainingMs, resumeTimer, startTimer, timerState } from './session-clock';

const TOTAL = 25 * 60_000;

describe('a timer kept as a deadline', () => {
  it('counts to the stored end time, whatever happened in between', () => {
    const started = startTimer(TOTAL, 1_000);
    expect(timerState(started, 1_000)).toBe('running');
    // Ten minutes later (a hidden tab, a reload, a sleeping laptop): the same answer.
    expect(remainingMs(started, TOTAL, 1_000 + 600_000)).toBe(TOTAL - 600_000);
    expect(timerState(started, 1_000 + TOTAL)).toBe('completed');
    expect(remainingMs(started, TOTAL, 1_000 + TOTAL + 5_000)).toBe(0);
  });

  it('stands still while paused and resumes with what was left', () => {
    const paused = pauseTimer(startTimer(TOTAL, 0), TOTAL, 60_000);
    expect(timerState(paused, 10_000_000)).toBe('paused');
    expect(remainingMs(paused, TOTAL, 10_000_000)).toBe(TOTAL - 60_000);
    const resumed = resumeTimer(paused, TOTAL, 10_000_000);
    expect(resumed.timerEndsAt).toBe(10_000_000 + TOTAL - 60_000);
  });

  it('is idle, with the whole duration, before it starts', () => {
    expect(timerState(IDLE_TIMER, 5)).toBe('idle');
    expect(remainingMs(IDLE_TIMER, TOTAL, 5)).toBe(TOTAL);
  });
});
