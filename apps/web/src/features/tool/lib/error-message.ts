import { serverMessage } from '@silent/api-client';

/**
 * The spec's rule for prompt and training failures: show the server's error text when the
 * server answered with one, otherwise the screen's own fallback (never a bare status).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
