import { act, renderHook, waitFor } from '@testing-library/react';
import { mockFetch, requestBody } from '../../../testing/mock-fetch';
import { enqueueSignup, pendingSignups, retryDelayMs } from '../outbox';
import { useWaitlistOutboxSync } from './use-waitlist-outbox-sync';

const signup = { email: 'queued@example.com', first_name: '', last_name: '', source: 'email' };
const accepted = {
  status: 201,
  body: { success: true, data: { email: signup.email, alreadyJoined: false, message: 'ok' } },
};

describe('useWaitlistOutboxSync', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends nothing when the outbox is empty', async () => {
    const fetch = mockFetch(accepted);
    renderHook(() => useWaitlistOutboxSync());
    await act(async () => undefined);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('resends queued sign-ups on the next visit', async () => {
    enqueueSignup(signup);
    const fetch = mockFetch(accepted);
    renderHook(() => useWaitlistOutboxSync());
    await waitFor(() => expect(pendingSignups()).toEqual([]));
    expect(requestBody(fetch)).toEqual(signup);
  });

  it('keeps them while offline and sends them when the browser is back online', async () => {
    enqueueSignup(signup);
    const fetch = mockFetch({ networkError: true });
    renderHook(() => useWaitlistOutboxSync());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(pendingSignups()).toEqual([signup]);

    mockFetch(accepted);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(pendingSignups()).toEqual([]));
  });

  it('drops a sign-up the server refuses for good', async () => {
    enqueueSignup(signup);
    mockFetch({ status: 400, body: { success: false, error: 'invalid' } });
    renderHook(() => useWaitlistOutboxSync());
    await waitFor(() => expect(pendingSignups()).toEqual([]));
  });

  /** Lets the resend in flight finish (its promises), without moving the fake clock. */
  const settle = () =>
    act(async () => {
      for (let i = 0; i < 50; i += 1) await Promise.resolve();
    });
  const advance = (ms: number) =>
    act(async () => {
      jest.advanceTimersByTime(ms);
    });

  it('retries with growing delays while the page stays open', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      enqueueSignup(signup);
      const fetch = mockFetch({ networkError: true });
      renderHook(() => useWaitlistOutboxSync());
      await settle();
      expect(fetch).toHaveBeenCalledTimes(1);
      // Not before the first delay...
      await advance(retryDelayMs(0) - 1);
      await settle();
      expect(fetch).toHaveBeenCalledTimes(1);
      await advance(1);
      await settle();
      expect(fetch).toHaveBeenCalledTimes(2);
      // ...then not before twice as long; by then the server is back.
      const back = mockFetch(accepted);
      await advance(retryDelayMs(1) - 1);
      await settle();
      expect(back).not.toHaveBeenCalled();
      await advance(1);
      await settle();
      expect(back).toHaveBeenCalledTimes(1);
      expect(pendingSignups()).toEqual([]);
      expect(retryDelayMs(1)).toBe(2 * retryDelayMs(0));
      expect(retryDelayMs(30)).toBe(60_000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts retrying a sign-up queued while the page is open', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const fetch = mockFetch(accepted);
      renderHook(() => useWaitlistOutboxSync());
      await settle();
      act(() => enqueueSignup(signup));
      await advance(retryDelayMs(0));
      await settle();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(pendingSignups()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
