import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Button } from '../Button/Button';
import { IconAlert } from '../Icon/icons';

export interface ErrorPanelProps {
  /** What failed, e.g. 'This part of Aayra could not load'. */
  title: ReactNode;
  /** What the learner can do, in a sentence. */
  message?: ReactNode;
  /** Shows a Retry button, e.g. to load a part of the app again. */
  onRetry?: () => void;
  /** Name of the Retry button; default 'Retry'. */
  retryLabel?: string;
  /** Retry shows a spinner and ignores clicks while a retry runs. */
  retrying?: boolean;
  /** The title's heading level in the page's outline; default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the outer element, for the caller's layout only. */
  className?: string;
}

/** A failure in one area of the page; announced when it appears. */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel = 'Retry',
  retrying = false,
  headingLevel = 2,
  className,
}: ErrorPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('aayra-error-panel', className)} role="alert">
      <IconAlert className="aayra-error-panel__icon" />
      <div className="aayra-error-panel__body">
        <Heading className="aayra-error-panel__title">{title}</Heading>
        {message && <p className="aayra-error-panel__message">{message}</p>}
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
            {retryLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
