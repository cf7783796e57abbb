import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

/** The card look as a class string, for elements Card does not render (a form, a details). */
export function cardClassName({
  padding = 'md',
  className,
}: { padding?: CardPadding; className?: string } = {}): string {
  return cx('ui-card', padding !== 'none' && `ui-card--pad-${padding}`, className);
}

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: div (default), section, article, li, aside. */
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  padding?: CardPadding;
  children?: ReactNode;
}

export function Card({ as = 'div', padding = 'md', className, children, ...rest }: CardProps) {
  const Element = as as ElementType;
  return (
    <Element className={cardClassName({ padding, className })} {...rest}>
      {children}
    </Element>
  );
}

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span
      className={cx('ui-badge', tone !== 'neutral' && `ui-badge--${tone}`, className)}
      {...rest}
    >
      {children}
    </span>
  );
}
