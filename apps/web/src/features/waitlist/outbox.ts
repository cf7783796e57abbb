/**
 * Sign-ups that could not reach the server. The spec shows "joined" even when the network or
 * the server fails; this outbox makes that promise true by resending until the server answers.
 * Storage only (the contract's request type, no API code): the root layout checks it on every
 * page cheaply.
 */
import type { JoinWaitlistRequest } from '@silent/contracts';

interface OutboxEntry {
  signup: JoinWaitlistRequest;
  queuedAt: string;
  attempts: number;
}

export const WAITLIST_OUTBOX_KEY = 'silent.waitlist.outbox';

function read(): OutboxEntry[] {
  try {
    const raw = window.localStorage.getItem(WAITLIST_OUTBOX_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is OutboxEntry =>
            typeof entry === 'object' &&
            entry !== null &&
            typeof (entry as OutboxEntry).signup?.email === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

function write(entries: OutboxEntry[]) {
  try {
    if (entries.length === 0) window.localStorage.removeItem(WAITLIST_OUTBOX_KEY);
    else window.localStorage.setItem(WAITLIST_OUTBOX_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or blocked: nothing more we can do offline.
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the outbox changes, in this tab or another. */
export function subscribeOutbox(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === WAITLIST_OUTBOX_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * While sign-ups wait, the page retries after 2 s, then 4, 8... up to once a minute; coming
 * back online retries at once and starts the delays over.
 */
export const OUTBOX_RETRY = { firstDelayMs: 2_000, maxDelayMs: 60_000 } as const;

export function retryDelayMs(failedRuns: number): number {
  return Math.min(OUTBOX_RETRY.firstDelayMs * 2 ** failedRuns, OUTBOX_RETRY.maxDelayMs);
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function pendingSignups(): JoinWaitlistRequest[] {
  return read().map((entry) => entry.signup);
}

export function hasPendingSignups(): boolean {
  return read().length > 0;
}

/** Is this address still waiting to be sent? */
export function isSignupPending(email: string): boolean {
  return read().some((entry) => sameAddress(entry.signup.email, email));
}

/** Queues a sign-up once per address (the server is case-insensitive too). */
export function enqueueSignup(signup: JoinWaitlistRequest, now: Date = new Date()): void {
  const entries = read().filter((entry) => !sameAddress(entry.signup.email, signup.email));
  entries.push({ signup, queuedAt: now.toISOString(), attempts: 0 });
  write(entries);
}

/** What happened to one resend: accepted, refused for good, or worth retrying later. */
export type DeliveryOutcome = 'accepted' | 'rejected' | 'retry';

let flushing: Promise<{ sent: number; remaining: number }> | null = null;

/**
 * Tries every queued sign-up once. Accepted and permanently refused ones leave the outbox;
 * the rest stay for the next chance. Concurrent calls share one run.
 */
export function flushOutbox(
  deliver: (signup: JoinWaitlistRequest) => Promise<DeliveryOutcome>,
): Promise<{ sent: number; remaining: number }> {
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (const entry of read()) {
        let outcome: DeliveryOutcome;
        try {
          outcome = await deliver(entry.signup);
        } catch {
          outcome = 'retry';
        }
        const current = read();
        if (outcome === 'retry') {
          write(
            current.map((item) =>
              sameAddress(item.signup.email, entry.signup.email)
                ? { ...item, attempts: item.attempts + 1 }
                : item,
            ),
          );
          continue;
        }
        if (outcome === 'accepted') sent += 1;
        write(current.filter((item) => !sameAddress(item.signup.email, entry.signup.email)));
      }
      return { sent, remaining: read().length };
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
