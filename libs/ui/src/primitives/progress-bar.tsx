import type { HTMLAttributes } from 'react';
import { cx } from './class-names';

export interface ProgressBarProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'role' | 'children'
> {
  /** How much is done, out of `max`. Leave it out while the total is unknown: the bar then
   *  moves without a value (indeterminate) and announces none. */
  value?: number;
  max?: number;
}

/** A progress bar (role=progressbar). Name it with `aria-label` or `aria-labelledby`. */
export function ProgressBar({ value, max = 100, className, ...rest }: ProgressBarProps) {
  const known = value !== undefined && max > 0;
  const percent = known ? Math.min(100, Math.max(0, Math.round((value / max) * 100))) : 0;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={known ? max : undefined}
      aria-valuenow={known ? value : undefined}
      className={cx('ui-progress', !known && 'ui-progress--indeterminate', className)}
      {...rest}
    >
      <span className="ui-progress__bar" style={known ? { width: `${percent}%` } : undefined} />
    </div>
  );
}
