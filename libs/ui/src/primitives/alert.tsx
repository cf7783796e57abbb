import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

export interface AlertProps extends HTMLAttributes<HTMLElement> {
  /** `danger` for what failed, `warning` for what needs attention but still works. */
  tone?: 'danger' | 'warning';
  /** A paragraph by default; a block when it holds controls (a Retry button). */
  as?: 'p' | 'div';
  children: ReactNode;
}

/**
 * A message in the flow of a panel: a load that failed, a result that is out of date. The
 * caller chooses its role (`alert` for what just went wrong, `status` for a standing notice),
 * since a message that is always there must not be announced as news.
 */
export function Alert({
  tone = 'danger',
  as: Tag = 'p',
  className,
  children,
  ...rest
}: AlertProps) {
  return (
    <Tag className={cx('ui-alert', `ui-alert--${tone}`, className)} {...rest}>
      {children}
    </Tag>
  );
}
