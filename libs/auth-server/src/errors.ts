import { MESSAGES } from '@silent/contracts';

/**
 * An error in GoTrue's shape. supabase-js reads `code`/`error_code` into `AuthApiError.code`
 * and `msg`/`message` into its message, so the web shows our sentence as the provider's.
 */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const API_VERSION_HEADER = 'x-supabase-api-version';
export const API_VERSION = '2024-01-01';

/**
 * One body that both readings of GoTrue's errors understand: clients of API version
 * 2024-01-01 (supabase-js sends the header, we answer it) take `code`, older ones
 * `error_code`; `msg` is the message both show.
 */
export function errorBody(error: AuthApiError) {
  return { code: error.code, error_code: error.code, msg: error.message, message: error.message };
}

export const unexpectedFailure = () =>
  new AuthApiError(500, 'unexpected_failure', 'Something went wrong on our side');

/** The database cannot be reached: a retryable 503 (supabase-js retries 502, 503 and 504). */
export const serviceUnavailable = () =>
  new AuthApiError(503, 'unexpected_failure', MESSAGES.databaseUnavailable, 5);

export const authErrors = {
  invalidApiKey: () => new AuthApiError(401, 'invalid_api_key', 'Invalid API key'),
  emailRequired: () =>
    new AuthApiError(400, 'validation_failed', 'An email address is required to sign in'),
  emailInvalid: () =>
    new AuthApiError(
      400,
      'email_address_invalid',
      'Unable to validate email address: invalid format',
    ),
  signupDisabled: () => new AuthApiError(422, 'otp_disabled', 'Signups not allowed for otp'),
  linkCooldown: (seconds: number) =>
    new AuthApiError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
      seconds,
    ),
  ipRateLimited: (seconds: number) =>
    new AuthApiError(
      429,
      'over_request_rate_limit',
      'Too many requests from your network. Please wait a few minutes and try again.',
      seconds,
    ),
  otpInvalid: () => new AuthApiError(403, 'otp_expired', 'Token has expired or is invalid'),
  linkInvalid: () => new AuthApiError(403, 'otp_expired', 'Email link is invalid or has expired'),
  verifyParams: () =>
    new AuthApiError(
      400,
      'validation_failed',
      'Verify requires a token_hash, or an email and a token',
    ),
  unsupportedGrant: () => new AuthApiError(400, 'validation_failed', 'unsupported_grant_type'),
  refreshMissing: () => new AuthApiError(400, 'validation_failed', 'A refresh_token is required'),
  refreshNotFound: () =>
    new AuthApiError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    ),
  refreshReused: () =>
    new AuthApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionExpired: () =>
    new AuthApiError(400, 'session_expired', 'Invalid Refresh Token: Session Expired (Revoked)'),
  flowStateMissing: () =>
    new AuthApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  badCodeVerifier: () =>
    new AuthApiError(
      403,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    ),
  pkceParams: () =>
    new AuthApiError(
      400,
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    ),
  noAuthorization: () =>
    new AuthApiError(401, 'no_authorization', 'This endpoint requires a Bearer token'),
  badJwt: () =>
    new AuthApiError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature'),
  jwtExpired: () => new AuthApiError(403, 'bad_jwt', 'invalid JWT: token is expired'),
  sessionNotFound: () =>
    new AuthApiError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    ),
  userNotFound: () =>
    new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  badScope: () =>
    new AuthApiError(400, 'validation_failed', 'Sign-out scope must be global, local or others'),
  providerUnknown: () =>
    new AuthApiError(400, 'validation_failed', 'Unsupported provider: provider is not enabled'),
} as const;
