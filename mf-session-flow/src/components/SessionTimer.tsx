import type { ReactNode } from 'react';
import { Button } from '@aayra/design-system/components';
import { CircularCountdown } from '@aayra/design-system/study';
import type { TimerState } from '../lib/session-clock';

export interface SessionTimerProps {
  /** Accessible name of the countdown, e.g. 'Focus time remaining'. */
  label: string;
  state: TimerState;
  remainingMs: number;
  totalMs: number;
  tone?: 'primary' | 'success';
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  /** More buttons beside the controls, e.g. Skip Break. */
  children?: ReactNode;
}

const CAPTIONS: Record<TimerState, string> = { idle: 'Ready', running: 'Running', paused: 'Paused', completed: "Time's up" };

/** A countdown ring with Start, Pause and Resume; the page owns the deadline. */
export function SessionTimer({ label, state, remainingMs, totalMs, tone = 'primary', onStart, onPause, onResume, children }: SessionTimerProps) {
  return (
    <div className="sf-timer">
      <CircularCountdown
        label={label}
        remainingSeconds={remainingMs / 1000}
        totalSeconds={totalMs / 1000}
        caption={CAPTIONS[state]}
        tone={tone}
      />
      <div className="sf-row">
        {state === 'idle' && (
          <Button variant="primary" size="lg" onClick={onStart}>
            Start
          </Button>
        )}
        {state === 'running' && (
          <Button variant="secondary" size="lg" onClick={onPause}>
            Pause
          </Button>
        )}
        {state === 'paused' && (
          <Button variant="primary" size="lg" onClick={onResume}>
            Resume
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}
