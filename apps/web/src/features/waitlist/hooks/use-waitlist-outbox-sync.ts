import { useEffect } from 'react';
import { flushOutbox, hasPendingSignups } from '../outbox';

// The API client (and the contracts behind it) load only when something is actually queued,
// so this hook costs the landing page nothing.
const loadDelivery = () =>
  import('../api/join-waitlist').then((module) => module.deliverQueuedSignup);

/** Resends queued waitlist sign-ups on each visit and whenever the browser comes back online. */
export function useWaitlistOutboxSync(): void {
  useEffect(() => {
    const sync = () => {
      if (!hasPendingSignups()) return;
      void loadDelivery()
        .then((deliver) => flushOutbox(deliver))
        .catch(() => undefined);
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, []);
}
