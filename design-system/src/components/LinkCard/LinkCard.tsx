import { useId, type MouseEvent, type ReactNode, type Ref } from 'react';
import { cx, idRefs } from '../../internal/cx';

export interface LinkCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** A prominent figure, e.g. the number of pending reviews; read right after the title. */
  count?: ReactNode;
  icon?: ReactNode;
  /** Renders a link. With a client-side router, also pass onClick, preventDefault and navigate. */
  href?: string;
  /** Renders a button when there is no href. */
  onClick?: (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => void;
  /** Unavailable: still shown and read, but cannot be activated. */
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLAnchorElement & HTMLButtonElement>;
}

/** A whole card that is one link or button; the title (and count) name it, the description describes it. */
export function LinkCard({ title, description, count, icon, href, onClick, disabled, className, ref }: LinkCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const countId = count !== undefined ? `${id}-count` : undefined;
  const descriptionId = description !== undefined ? `${id}-description` : undefined;
  const shared = {
    className: cx('aayra-link-card', className),
    'aria-labelledby': idRefs(titleId, countId),
    'aria-describedby': descriptionId,
  };
  const content = (
    <>
      {icon && (
        <span className="aayra-link-card__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="aayra-link-card__body">
        <span className="aayra-link-card__title" id={titleId}>
          {title}
        </span>
        {description !== undefined && (
          <span className="aayra-link-card__description" id={descriptionId}>
            {description}
          </span>
        )}
      </span>
      {count !== undefined && (
        <span className="aayra-link-card__count" id={countId}>
          {count}
        </span>
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
