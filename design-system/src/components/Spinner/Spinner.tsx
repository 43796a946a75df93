import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** What is loading, for screen readers. Leave it out only when nearby text already says so. */
  label?: string;
  /** sm the size of the text around it (inside a button), md 24 px (default), lg 48 px. */
  size?: SpinnerSize;
}

/** Waiting of unknown length: a turning ring, announced as a status when it has a label. */
export function Spinner({ label, size = 'md', className, ...props }: SpinnerProps) {
  const ring = <span className="aayra-spinner__ring" aria-hidden="true" />;
  if (label === undefined) {
    return (
      <span
        className={cx('aayra-spinner', className)}
        data-size={size}
        aria-hidden="true"
        {...props}
      >
        {ring}
      </span>
    );
  }
  return (
    <span className={cx('aayra-spinner', className)} data-size={size} role="status" {...props}>
      {ring}
      <span className="aayra-visually-hidden">{label}</span>
    </span>
  );
}
