import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

/** A row of headline figures, as a description list (each label names its value). */
export function Stats({ className, children, ...rest }: HTMLAttributes<HTMLDListElement>) {
  return (
    <dl className={cx('ui-stats', className)} {...rest}>
      {children}
    </dl>
  );
}

export interface StatProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  label: ReactNode;
  value: ReactNode;
}

/** One figure of a Stats row: its label, then the value in large type. */
export function Stat({ label, value, className, ...rest }: StatProps) {
  return (
    <div className={cx('ui-stat', className)} {...rest}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
