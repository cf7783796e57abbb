import { MESSAGES } from '@silent/contracts';

/** The sign-in page reads a failed sign-in's reason from this query parameter. */
export const AUTH_ERROR_PARAM = 'auth_error';

/** ...and what to do next from this one (`other_browser`: a link opened elsewhere). */
export const AUTH_NOTICE_PARAM = 'auth_notice';
export const OTHER_BROWSER_NOTICE = 'other_browser';

export type AuthCallback =
  { kind: 'code' } | { kind: 'error'; description: string; code: string } | null;

/**
 * Is this page load the return from a sign-in (a PKCE `code`, or an `error` from the auth
 * service in the query or fragment)? Read before supabase-js cleans the URL.
 */
export function readAuthCallback(href: string): AuthCallback {
  const url = new URL(href);
  const params = new URLSearchParams(url.search);
  new URLSearchParams(url.hash.replace(/^#/, '')).forEach((value, key) => params.set(key, value));
  if (params.get('error') || params.get('error_description') || params.get('error_code')) {
    return {
      kind: 'error',
      description: params.get('error_description') ?? '',
      code: params.get('error_code') ?? params.get('error') ?? '',
    };
  }
  return params.get('code') ? { kind: 'code' } : null;
}

/** "OAuth sign-in failed" with the provider's reason when there is one. */
export function oauthFailureMessage(reason?: string | null): string {
  const text = reason?.trim();
  return text ? `${MESSAGES.oauthFailed}: ${text}` : MESSAGES.oauthFailed;
}

/**
 * What to tell the person when the auth service sent them back with an error: a mailed
 * link's own message (expired, used), otherwise an OAuth failure with its reason.
 */
export function callbackErrorMessage(description: string, code: string): string {
  if (code.startsWith('otp_') && description) return description;
  // The server's reason names settings for whoever runs it; the person gets what to do.
  if (code === 'provider_disabled') return oauthFailureMessage(MESSAGES.oauthProviderUnavailable);
  return oauthFailureMessage(description);
}

/** A returning link whose code could not be exchanged (opened in another browser, reused). */
export const LINK_NOT_EXCHANGED_MESSAGE =
  'This sign-in link could not be used here. Open it in the browser where you asked for it, or request a new one.';
