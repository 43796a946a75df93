import { useEffect } from 'react';
import { formatCountdown } from '@aayra/design-system/components';

export type TimerPhase = 'Focus' | 'Break';

const APP_NAME = 'Aayra';

/** The title the page had before a timer changed it, given back when the timer page is left. */
let keptTitle: string | null = null;
/** What the title shows now: a running timer's time left, or that a phase ended. */
let showing: 'countdown' | 'over' | null = null;
let stopWaitingForLearner: (() => void) | null = null;

function show(title: string, what: 'countdown' | 'over'): void {
  stopWaitingForLearner?.();
  stopWaitingForLearner = null;
  keptTitle ??= document.title;
  showing = what;
  if (document.title !== title) document.title = title;
}

function restore(): void {
  stopWaitingForLearner?.();
  stopWaitingForLearner = null;
  if (keptTitle !== null) document.title = keptTitle;
  keptTitle = null;
  showing = null;
}

export const countdownTitle = (phase: TimerPhase, remainingMs: number) => `${formatCountdown(remainingMs / 1000)} · ${phase} · ${APP_NAME}`;
export const phaseOverTitle = (phase: TimerPhase) => `${phase} over · ${APP_NAME}`;

/**
 * The tab shows the time left while the timer runs ("12:34 · Focus · Aayra"), so a learner in
 * another tab sees it; paused, or once the page is left, the tab has its own title again.
 */
export function useCountdownTitle(phase: TimerPhase, remainingMs: number, running: boolean): void {
  const title = running ? countdownTitle(phase, remainingMs) : null;
  useEffect(() => {
    if (title !== null) show(title, 'countdown');
  }, [title]);
  useEffect(() => {
    if (!running) return;
    return () => {
      // The end of the phase writes its own title, which outlasts the timer page.
      if (showing === 'countdown') restore();
    };
  }, [running]);
}

/**
 * At the end of a phase the tab says so ("Focus over · Aayra") until the learner next clicks or
 * presses a key in the page: the learner who comes back from another tab sees it first.
 */
export function showPhaseOver(phase: TimerPhase): void {
  show(phaseOverTitle(phase), 'over');
  const options = { capture: true, passive: true };
  const back = () => restore();
  window.addEventListener('pointerdown', back, options);
  window.addEventListener('keydown', back, options);
  stopWaitingForLearner = () => {
    window.removeEventListener('pointerdown', back, options);
    window.removeEventListener('keydown', back, options);
  };
}
