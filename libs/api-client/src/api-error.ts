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
