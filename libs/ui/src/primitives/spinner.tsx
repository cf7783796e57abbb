import type { CSSProperties } from 'react';
import { cx } from './class-names';

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Announced to assistive technology (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  /** Inside a busy button: purely visual, no status role. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  size = 24,
  label = 'Loading',
  showLabel = false,
  decorative = false,
  className,
}: SpinnerProps) {
  const style = { '--spinner-size': `${size}px` } as CSSProperties;
  if (decorative) {
    return <span className={cx('ui-spinner__ring', className)} style={style} aria-hidden="true" />;
  }
  return (
    <span role="status" className={cx('ui-spinner', className)} style={style}>
      <span className="ui-spinner__ring" aria-hidden="true" />
      <span className={showLabel ? undefined : 'ui-visually-hidden'}>{label}</span>
    </span>
  );
}
