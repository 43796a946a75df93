import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';

export type IconButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** Required: an icon alone says nothing to a screen reader. Also shown as the tooltip. */
  'aria-label': string;
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  ref?: Ref<HTMLButtonElement>;
}

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
