import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';

export interface EmptyStateProps {
  /** What is empty, e.g. 'No pending reviews'. */
  title: ReactNode;
  /** Why, or what will fill it, in a sentence. */
  description?: ReactNode;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** e.g. a Button that starts the first session. */
  action?: ReactNode;
  /** The title's heading level in the page's outline; default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the outer element, for the caller's layout only. */
  className?: string;
}

/** What a list shows when it has nothing yet, e.g. 'No pending reviews'. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('aayra-empty-state', className)}>
      {icon && (
        <span className="aayra-empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className="aayra-empty-state__title">{title}</Heading>
      {description && <p className="aayra-empty-state__description">{description}</p>}
      {action && <div className="aayra-empty-state__action">{action}</div>}
    </div>
  );
}
