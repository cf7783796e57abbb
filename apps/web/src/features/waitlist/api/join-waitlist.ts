import { isApiError, serverMessage } from '@silent/api-client';
import type { JoinWaitlistRequest, JoinWaitlistResult } from '@silent/contracts';
import { MESSAGES } from '@silent/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { enqueueSignup, type DeliveryOutcome } from '../outbox';

/** The spec's waitlist payload: the address, empty names, source "email". */
export function waitlistSignup(email: string): JoinWaitlistRequest {
  return { email: email.trim(), first_name: '', last_name: '', source: 'email' };
}

export function joinWaitlist(signup: JoinWaitlistRequest): Promise<JoinWaitlistResult> {
  return api.call('joinWaitlist', { body: signup });
}

/** The server looked at the sign-up and said no (4xx): retrying the same request cannot help. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500;
}

export type JoinOutcome =
  | { kind: 'joined'; email: string; alreadyJoined: boolean }
  | { kind: 'queued'; email: string }
  | { kind: 'refused'; message: string };

/**
 * Joins, or keeps the sign-up for later when the network or server fails (the spec still shows
 * the joined state then). A refusal carries the server's message or the spec's fallback.
 */
export async function joinOrQueue(email: string): Promise<JoinOutcome> {
  const signup = waitlistSignup(email);
  try {
    const result = await joinWaitlist(signup);
    return { kind: 'joined', email: result.email, alreadyJoined: result.alreadyJoined };
  } catch (error) {
    if (isRefusal(error)) {
      return { kind: 'refused', message: serverMessage(error) ?? MESSAGES.waitlistFailed };
    }
    enqueueSignup(signup);
    return { kind: 'queued', email: signup.email };
  }
}

/** Delivery of a queued sign-up, for the outbox. */
export async function deliverQueuedSignup(signup: JoinWaitlistRequest): Promise<DeliveryOutcome> {
  try {
    await joinWaitlist(signup);
    return 'accepted';
  } catch (error) {
    return isRefusal(error) ? 'rejected' : 'retry';
  }
}

export function useJoinWaitlist() {
  return useMutation({
    mutationKey: ['waitlist', 'join'],
    mutationFn: joinOrQueue,
    // Offline is exactly when the outbox matters: never let React Query pause the call.
    networkMode: 'always',
  });
}
