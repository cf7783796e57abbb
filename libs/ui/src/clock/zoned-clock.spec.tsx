import { FOOTER_CLOCK } from '@silent/contracts';
import { act, render, screen } from '@testing-library/react';
import { formatZoned } from './use-clock';
import { ZonedClock } from './zoned-clock';

describe('ZonedClock', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // 14:05 UTC in winter is 9:05 AM in New York (EST).
    jest.setSystemTime(new Date('2025-01-15T14:05:10Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('formats the date and time in US Eastern time', () => {
    expect(formatZoned(new Date('2025-01-15T14:05:10Z'))).toEqual({
      date: 'Wednesday, January 15, 2025',
      time: '9:05 AM EST',
    });
    expect(formatZoned(new Date('2025-07-04T16:30:00Z')).time).toBe('12:30 PM EDT');
  });

  it('refreshes every 60 seconds, not sooner', () => {
    render(<ZonedClock />);
    expect(screen.getByText('9:05 AM EST')).toBeInTheDocument();
    expect(screen.getByText('New York')).toBeInTheDocument();

    act(() => {
      // Fake timers move the system clock too: this is 14:06:09 UTC, past the minute.
      jest.advanceTimersByTime(FOOTER_CLOCK.refreshMs - 1000);
    });
    // The clock moved on but the display waits for the refresh tick.
    expect(screen.getByText('9:05 AM EST')).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByText('9:06 AM EST')).toBeInTheDocument();
  });
});
