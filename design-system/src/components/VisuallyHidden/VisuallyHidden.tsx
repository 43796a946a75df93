import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';

/** Text for screen readers only, e.g. a label the layout already shows as an icon. */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cx('aayra-visually-hidden', className)} {...props} />;
}
