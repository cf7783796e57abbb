import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

export interface EmptyStateProps extends HTMLAttributes<HTMLElement> {
  /** What is empty, and what would fill it. */
  children: ReactNode;
  /** A control that fills it (a Button or a link), shown under the text. */
  action?: ReactNode;
}

/** What a list or a panel shows when it has nothing to show. */
export function EmptyState({ children, action, className, ...rest }: EmptyStateProps) {
  if (!action) {
    return (
      <p className={cx('ui-empty-state', className)} {...rest}>
        {children}
      </p>
    );
  }
  return (
    <div className={cx('ui-empty-state', 'ui-empty-state--action', className)} {...rest}>
      <p>{children}</p>
      {action}
    </div>
  );
}
