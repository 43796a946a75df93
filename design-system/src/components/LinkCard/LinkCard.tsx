import type { MouseEvent, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';

export interface LinkCardProps {
  /** What the card opens, e.g. 'Pending Reviews'; the start of its accessible name. */
  title: ReactNode;
  /** A line under the title saying what is there. */
  description?: ReactNode;
  /** A prominent figure, e.g. the number of pending reviews; read right after the title. */
  count?: ReactNode;
  /** A decorative icon beside the title. */
  icon?: ReactNode;
  /** Renders a link. With a client-side router, also pass onClick, preventDefault and navigate. */
  href?: string;
  /** Renders a button when there is no href. */
  onClick?: (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => void;
  /** Unavailable: still shown and read, but cannot be activated. */
  disabled?: boolean;
  /** Extra class on the link or button, for the caller's layout only. */
  className?: string;
  /** The underlying `<a>` or `<button>` element. */
  ref?: Ref<HTMLAnchorElement & HTMLButtonElement>;
}

/**
 * A whole card that is one link or button. Its name is its visible text, title then count then
 * description (what a screen reader reads matches what a voice-control user says).
 */
export function LinkCard({
  title,
  description,
  count,
  icon,
  href,
  onClick,
  disabled,
  className,
  ref,
}: LinkCardProps) {
  const shared = {
    className: cx('aayra-link-card', className),
    'data-has-icon': icon ? true : undefined,
    'data-has-description': description !== undefined ? true : undefined,
  };
  const content = (
    <>
      {icon && (
        <span className="aayra-link-card__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="aayra-link-card__title">{title}</span>
      {count !== undefined && <span className="aayra-link-card__count">{count}</span>}
      {description !== undefined && (
        <span className="aayra-link-card__description">{description}</span>
      )}
    </>
  );
  // A disabled link does not exist in HTML; a disabled button is announced as unavailable.
  if (href !== undefined && !disabled) {
    return (
      <a {...shared} ref={ref} href={href} onClick={onClick}>
        {content}
      </a>
    );
  }
  return (
    <button {...shared} ref={ref} type="button" onClick={onClick} disabled={disabled}>
      {content}
    </button>
  );
}
