import type { ReactNode, TableHTMLAttributes } from 'react';
import { cx } from './class-names';

export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** When set, the table scrolls sideways inside a bordered region of this name, which the
   *  keyboard can reach (a scrolling region must be focusable: axe scrollable-region-focusable). */
  scrollLabel?: string;
  children?: ReactNode;
}

/** A data table: header row shaded, rows ruled, cells on one line. */
export function Table({ scrollLabel, className, children, ...rest }: TableProps) {
  const table = (
    <table className={cx('ui-table', className)} {...rest}>
      {children}
    </table>
  );
  if (scrollLabel === undefined) return table;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="ui-table-wrap" role="region" aria-label={scrollLabel} tabIndex={0}>
      {table}
    </div>
  );
}
