import { cx } from '../../internal/cx';

export interface ConnectionNeededProps {
  /** Extra class on the line, for the caller's layout only. */
  className?: string;
}

/**
 * What a page shows in place of its spinner when it has nothing saved on the device and waits for
 * the network: one calm line, since a spinner would turn until the learner is back online.
 */
export function ConnectionNeeded({ className }: ConnectionNeededProps) {
  return (
    <p role="status" className={cx('aayra-connection-needed', className)}>
      This page needs a connection. It will load when you are back online.
    </p>
  );
}
