import { useId, type ReactNode } from 'react';
import { cx } from '../../internal/cx';

export interface ProgressBarProps {
  /** What is measured, e.g. 'Weekly goal'. */
  label: ReactNode;
  /** Progress so far; may exceed `max` (the bar stops at full). */
  value: number;
  /** The goal; default 100. */
  max?: number;
  /** The figure shown and announced; defaults to the percentage, which may exceed 100. */
  valueText?: string;
  /** Hide the visible label when the surrounding layout already shows it (it is still announced). */
  hideLabel?: boolean;
  /** Extra class on the outer element, for the caller's layout only. */
  className?: string;
}

export function percentOf(value: number, max: number): number {
  return max > 0 ? Math.round((value / max) * 100) : 0;
}

/** The bar stops at full while the number keeps counting (a weekly goal can be beaten). */
export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  hideLabel = false,
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const text = valueText ?? `${percentOf(value, max)}%`;
  return (
    <div className={cx('aayra-progress', className)}>
      <div className={hideLabel ? 'aayra-visually-hidden' : 'aayra-progress__header'}>
        <span id={labelId}>{label}</span>
        <span className="aayra-progress__value" aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        className="aayra-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={text}
      >
        <span
          className="aayra-progress__fill"
          style={{ width: `${max > 0 ? (clamped / max) * 100 : 0}%` }}
        />
      </div>
    </div>
  );
}
