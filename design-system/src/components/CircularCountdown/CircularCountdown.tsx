import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { formatCountdown } from './formatCountdown';

export interface CircularCountdownProps {
  /** Seconds left; the caller computes it from a stored deadline, so a hidden tab does not drift. */
  remainingSeconds: number;
  /** The full length of the timer; the ring shows remaining / total. */
  totalSeconds: number;
  /** Accessible name, e.g. 'Focus time remaining'. */
  label: string;
  /** A short visible caption under the time, e.g. 'Focus' or 'Paused'. */
  caption?: ReactNode;
  /** primary for focus time, success for a break. */
  tone?: 'primary' | 'success';
  /** md 160 px, lg (default) up to 256 px and 70% of the screen's width (the timer pages). */
  size?: 'md' | 'lg';
  /** Extra class on the outer element, for the caller's layout only. */
  className?: string;
}

const RADIUS = 45;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring that empties as time runs out. role=timer is not a live region, so it does not chatter. */
export function CircularCountdown({
  remainingSeconds,
  totalSeconds,
  label,
  caption,
  tone = 'primary',
  size = 'lg',
  className,
}: CircularCountdownProps) {
  const fraction = totalSeconds > 0 ? Math.min(Math.max(remainingSeconds / totalSeconds, 0), 1) : 0;
  return (
    <div
      className={cx('aayra-countdown', className)}
      data-tone={tone}
      data-size={size}
      role="timer"
      aria-label={label}
    >
      <svg
        className="aayra-countdown__ring"
        viewBox="0 0 100 100"
        aria-hidden="true"
        focusable="false"
      >
        <circle className="aayra-countdown__track" cx="50" cy="50" r={RADIUS} />
        <circle
          className="aayra-countdown__progress"
          cx="50"
          cy="50"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
        />
      </svg>
      <span className="aayra-countdown__center">
        <span className="aayra-countdown__time">{formatCountdown(remainingSeconds)}</span>
        {caption && <span className="aayra-countdown__caption">{caption}</span>}
      </span>
    </div>
  );
}
