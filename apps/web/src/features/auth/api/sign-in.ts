import { MESSAGES } from '@silent/contracts';
import type { AuthError } from '@supabase/supabase-js';
import { paths } from '../../../config/paths';
import { oauthFailureMessage } from '../auth-callback';
import { authStorageKey, supabase } from '../supabase-client';

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

const verifierKey = `${authStorageKey}-code-verifier`;

function readVerifier(): string | null {
  try {
    return window.localStorage.getItem(verifierKey);
  } catch {
    return null;
  }
}

/**
 * supabase-js stores a new PKCE verifier before it asks for a link, and drops it when the ask
 * fails. A refused resend (the 60 s cooldown) would so break the link already in the mail:
 * put the earlier verifier back.
 */
function restoreVerifier(previous: string | null): void {
  if (previous === null) return;
  try {
    window.localStorage.setItem(verifierKey, previous);
  } catch {
    // storage unavailable: nothing was kept to restore
  }
}

/** Mails a one-time sign-in link; the link returns to the tool (PKCE code exchange there). */
export async function sendMagicLink(email: string): Promise<SignInResult> {
  const pending = readVerifier();
  try {
    const { error } = await supabase.auth.signInWithOtp({
      email: email.trim(),
      options: { emailRedirectTo: `${window.location.origin}${paths.tool}` },
    });
    if (!error) return { ok: true };
    restoreVerifier(pending);
    return { ok: false, message: providerMessage(error, MESSAGES.magicLinkFailed) };
  } catch {
    restoreVerifier(pending);
    return { ok: false, message: MESSAGES.magicLinkFailed };
  }
}

/** Signs in with the 6-digit code from the mail: works on any device, no verifier needed. */
export async function verifyEmailCode(email: string, code: string): Promise<SignInResult> {
  try {
    const { error } = await supabase.auth.verifyOtp({
      email: email.trim(),
      token: code.trim(),
      type: 'email',
    });
    return error
      ? { ok: false, message: providerMessage(error, MESSAGES.signInCodeFailed) }
      : { ok: true };
  } catch {
    return { ok: false, message: MESSAGES.signInCodeFailed };
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
