import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The kind of status: its colour. The text must say the same in words. */
  tone?: BadgeTone;
}

/** A short status label, e.g. 'Stage 2', 'Mastered' or a streak milestone. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span className={cx('aayra-badge', className)} data-tone={tone} {...props} />;
}
