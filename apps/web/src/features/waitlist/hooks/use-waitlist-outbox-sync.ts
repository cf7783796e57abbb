import { useEffect, useSyncExternalStore } from 'react';
import {
  flushOutbox,
  hasPendingSignups,
  isSignupPending,
  retryDelayMs,
  subscribeOutbox,
} from '../outbox';

// The API client (and the contracts behind it) load only when something is actually queued,
// so this hook costs the landing page nothing.
const loadDelivery = () =>
  import('../api/join-waitlist').then((module) => module.deliverQueuedSignup);

/**
 * Resends queued waitlist sign-ups: on each visit, as soon as one is queued, with growing
 * delays while the page stays open, and at once whenever the browser comes back online.
 */
export function useWaitlistOutboxSync(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failedRuns = 0;
    let running = false;
    let stopped = false;

    const schedule = () => {
      if (timer !== undefined || running || stopped || !hasPendingSignups()) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          void sync();
        },
        retryDelayMs(Math.max(0, failedRuns - 1)),
      );
    };

    const sync = async () => {
      if (running || stopped || !hasPendingSignups()) return;
      running = true;
      try {
        const deliver = await loadDelivery();
        const { remaining } = await flushOutbox(deliver);
        failedRuns = remaining > 0 ? failedRuns + 1 : 0;
      } catch {
        failedRuns += 1;
      } finally {
        running = false;
      }
      schedule();
    };

    const onOnline = () => {
      failedRuns = 0;
      clearTimeout(timer);
      timer = undefined;
      void sync();
    };

    void sync();
    window.addEventListener('online', onOnline);
    // A sign-up queued while the page is open starts the retries.
    const unsubscribe = subscribeOutbox(schedule);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      unsubscribe();
    };
  }, []);
}

/** True while `email`'s sign-up waits in the outbox (re-renders when it is sent). */
export function useSignupPending(email: string | null): boolean {
  return useSyncExternalStore(subscribeOutbox, () => (email ? isSignupPending(email) : false));
}
