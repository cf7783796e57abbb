import {
  enqueueSignup,
  flushOutbox,
  hasPendingSignups,
  pendingSignups,
  WAITLIST_OUTBOX_KEY,
} from './outbox';

const signup = (email: string) => ({ email, first_name: '', last_name: '', source: 'email' });

describe('waitlist outbox', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps one entry per address, case-insensitively', () => {
    enqueueSignup(signup('ada@example.com'));
    enqueueSignup(signup('ADA@example.com'));
    enqueueSignup(signup('grace@example.com'));
    expect(pendingSignups().map((item) => item.email)).toEqual([
      'ADA@example.com',
      'grace@example.com',
    ]);
    expect(JSON.parse(window.localStorage.getItem(WAITLIST_OUTBOX_KEY) ?? '[]')).toHaveLength(2);
  });

  it('removes accepted and refused sign-ups, keeps the ones to retry', async () => {
    enqueueSignup(signup('ok@example.com'));
    enqueueSignup(signup('bad@example.com'));
    enqueueSignup(signup('later@example.com'));
    const deliver = jest.fn(async ({ email }: { email: string }) =>
      email.startsWith('ok') ? 'accepted' : email.startsWith('bad') ? 'rejected' : 'retry',
    ) as never;
    await expect(flushOutbox(deliver)).resolves.toEqual({ sent: 1, remaining: 1 });
    expect(pendingSignups().map((item) => item.email)).toEqual(['later@example.com']);
  });

  it('treats a throwing delivery as retry and empties the storage key when done', async () => {
    enqueueSignup(signup('flaky@example.com'));
    await flushOutbox(async () => {
      throw new Error('offline');
    });
    expect(hasPendingSignups()).toBe(true);
    await flushOutbox(async () => 'accepted');
    expect(hasPendingSignups()).toBe(false);
    expect(window.localStorage.getItem(WAITLIST_OUTBOX_KEY)).toBeNull();
  });

  it('survives corrupt storage', () => {
    window.localStorage.setItem(WAITLIST_OUTBOX_KEY, '{not json');
    expect(pendingSignups()).toEqual([]);
  });
});
