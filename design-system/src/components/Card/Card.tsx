import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: a section or article when the card has its own heading. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** Inner space: none, sm (12 px), md (16 px, 24 px on wide screens; default) or lg (24 px, 32 px on wide screens). */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** The card's content. */
  children?: ReactNode;
}

/** A raised surface that groups related content. For a card that is one big link, use LinkCard. */
export function Card({ as: Element = 'div', padding = 'md', className, ...props }: CardProps) {
  return <Element className={cx('aayra-card', className)} data-padding={padding} {...props} />;
}
