import { FOOTER_CLOCK } from '@silent/contracts';
import { cx } from '../primitives/class-names';
import { formatZoned, useNow } from './use-clock';

export interface ZonedClockProps {
  /** Shown before the date, e.g. "New York". */
  label?: string;
  timeZone?: string;
  refreshMs?: number;
  className?: string;
}

/** Date and time in one IANA zone (US Eastern by default), refreshed on an interval. */
export function ZonedClock({
  label = 'New York',
  timeZone = FOOTER_CLOCK.timeZone,
  refreshMs = FOOTER_CLOCK.refreshMs,
  className,
}: ZonedClockProps) {
  const now = useNow(refreshMs);
  const { date, time } = formatZoned(now, timeZone);
  return (
    <p className={cx('ui-clock', className)}>
      {label ? <span className="ui-clock__label">{label}</span> : null}
      <time dateTime={now.toISOString()} className="ui-clock__value">
        <span>{date}</span>
        <span aria-hidden="true"> · </span>
        <span>{time}</span>
      </time>
    </p>
  );
}
