import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import { Spinner } from '../Spinner/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary for the one main action of a screen, secondary (default) for the others, ghost for quiet actions, danger for destructive ones. */
  variant?: ButtonVariant;
  /** Height: sm 36 px, md 44 px (the touch target; default), lg 52 px. */
  size?: ButtonSize;
  /** Busy: shows a spinner and `loadingLabel`, ignores clicks, and keeps focus where it is. */
  loading?: boolean;
  /** Replaces the children while loading, e.g. 'Saving...'. */
  loadingLabel?: ReactNode;
  /** Fills its container's width, e.g. the only action of a card on a phone. */
  fullWidth?: boolean;
  /** An icon before the label, e.g. `<IconArrowLeft />`; decorative. */
  startIcon?: ReactNode;
  /** An icon after the label; decorative. */
  endIcon?: ReactNode;
  /** The underlying `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
}

/** A native button in four variants; `type` defaults to 'button', and while `loading` it keeps focus. */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  loadingLabel,
  fullWidth = false,
  startIcon,
  endIcon,
  type = 'button',
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  // aria-disabled rather than disabled while loading: a disabled button drops keyboard focus.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={cx('aayra-button', className)}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-loading={loading || undefined}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...props}
    >
      {loading ? <Spinner size="sm" /> : startIcon}
      <span className="aayra-button__label">
        {loading && loadingLabel !== undefined ? loadingLabel : children}
      </span>
      {!loading && endIcon}
    </button>
  );
}
