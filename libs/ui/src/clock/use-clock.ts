import { FOOTER_CLOCK } from '@silent/contracts';
import { useEffect, useState } from 'react';

/** The current time, re-read every `refreshMs` (the spec's 60 s by default). */
export function useNow(refreshMs: number = FOOTER_CLOCK.refreshMs): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), refreshMs);
    return () => window.clearInterval(timer);
  }, [refreshMs]);
  return now;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, style: 'date' | 'time'): Intl.DateTimeFormat {
  const key = `${timeZone}|${style}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached =
      style === 'date'
        ? new Intl.DateTimeFormat('en-US', {
            timeZone,
            weekday: 'long',
            month: 'long',
            day: 'numeric',
            year: 'numeric',
          })
        : new Intl.DateTimeFormat('en-US', {
            timeZone,
            hour: 'numeric',
            minute: '2-digit',
            timeZoneName: 'short',
          });
    formatters.set(key, cached);
  }
  return cached;
}

/** "Friday, November 21, 2025" and "2:05 PM EST" in the given zone. */
export function formatZoned(
  date: Date,
  timeZone: string = FOOTER_CLOCK.timeZone,
): { date: string; time: string } {
  return {
    date: formatter(timeZone, 'date').format(date),
    time: formatter(timeZone, 'time').format(date),
  };
}
