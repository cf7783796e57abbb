import { act, renderHook, waitFor } from '@testing-library/react';
import { mockFetch, requestBody } from '../../../testing/mock-fetch';
import { enqueueSignup, pendingSignups } from '../outbox';
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
});
