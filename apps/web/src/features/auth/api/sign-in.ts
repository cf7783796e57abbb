import { MESSAGES } from '@silent/contracts';
import type { AuthError } from '@supabase/supabase-js';
import { paths } from '../../../config/paths';
import { oauthFailureMessage } from '../auth-callback';
import { supabase } from '../supabase-client';

export type OAuthProvider = 'google' | 'azure';
export type SignInResult = { ok: true } | { ok: false; message: string };

/**
 * The provider's own message when it said no (e.g. "only request this after 42 seconds");
 * the spec's fallback when there is none or the failure was the network or a server fault.
 */
function providerMessage(error: AuthError, fallback: string): string {
  const unreachable =
    !error.status || error.status >= 500 || error.name === 'AuthRetryableFetchError';
  return !unreachable && error.message ? error.message : fallback;
}

/** Mails a one-time sign-in link; the link returns to the tool (PKCE code exchange there). */
export async function sendMagicLink(email: string): Promise<SignInResult> {
  try {
    const { error } = await supabase.auth.signInWithOtp({
      email: email.trim(),
      options: { emailRedirectTo: `${window.location.origin}${paths.tool}` },
    });
    return error
      ? { ok: false, message: providerMessage(error, MESSAGES.magicLinkFailed) }
      : { ok: true };
  } catch {
    return { ok: false, message: MESSAGES.magicLinkFailed };
  }
}

/** Leaves for the provider's sign-in page; it returns to the site origin (spec). */
export async function signInWithProvider(provider: OAuthProvider): Promise<SignInResult> {
  try {
    const { error } = await supabase.auth.signInWithOAuth({
      provider,
      options: { redirectTo: window.location.origin },
    });
    return error ? { ok: false, message: oauthFailureMessage(error.message) } : { ok: true };
  } catch (error) {
    return { ok: false, message: oauthFailureMessage(error instanceof Error ? error.message : '') };
  }
}
