import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';

export type IconButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** Required: an icon alone says nothing to a screen reader. Also shown as the tooltip. */
  'aria-label': string;
  /** The icon, e.g. `<IconClose />`; decorative, named by `aria-label`. */
  icon: ReactNode;
  /** ghost (default) for toolbars, secondary, primary or danger as for Button. */
  variant?: IconButtonVariant;
  /** sm 36 px, md 44 px (the touch target), lg 52 px square. */
  size?: 'sm' | 'md' | 'lg';
  /** The underlying `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon, named by its required `aria-label`. */
export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  title,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={cx('aayra-icon-button', className)}
      data-variant={variant}
      data-size={size}
      title={title ?? props['aria-label']}
      {...props}
    >
      {icon}
    </button>
  );
}
