/** Why a call failed: the server said no, the answer was not our envelope, or no answer came. */
export type ApiErrorKind = 'http' | 'envelope' | 'network' | 'aborted';

/** A failed API call, carrying the server's own message when there was one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly kind: ApiErrorKind,
    readonly details?: unknown,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection.';
export const ABORTED_MESSAGE = 'The request was cancelled.';

/** The client's own text for a failed answer that carried no message: never shown to a person. */
export const noServerMessage = (status: number) => `Request failed with status ${status}`;

/**
 * The server's own words for a failure (the contracts' messages, written for a person), or
 * undefined when there are none to show: no answer, not our envelope, or an error envelope
 * without a message, whose text would only name a status.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.kind !== 'http' || !error.message) return undefined;
  return error.message === noServerMessage(error.status) ? undefined : error.message;
}
