import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: a section or article when the card has its own heading. */
  as?: 'div' | 'section' | 'article' | 'li';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

/** A raised surface that groups related content. For a card that is one big link, use LinkCard. */
export function Card({ as: Element = 'div', padding = 'md', className, ...props }: CardProps) {
  return <Element className={cx('aayra-card', className)} data-padding={padding} {...props} />;
}
