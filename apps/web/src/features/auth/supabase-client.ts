import { LOCAL_ANON_KEY } from '@silent/contracts';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/**
 * The one Supabase client of the app. This module is only reached through dynamic import,
 * so supabase-js stays out of the landing page's JavaScript.
 *
 * Without VITE_SUPABASE_URL the embedded, Supabase-compatible auth service on this origin
 * answers (served by the API under /auth/v1).
 */
const url = import.meta.env.VITE_SUPABASE_URL || window.location.origin;
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

/** True when sign-in goes to the API's embedded service (mail then lands in /dev/mailbox). */
export const usesEmbeddedAuth = !import.meta.env.VITE_SUPABASE_URL;

/**
 * Where supabase-js keeps the session; a pending sign-in's PKCE verifier sits under this key
 * plus `-code-verifier`. The same value supabase-js picks by default, named so it can be read.
 */
export const authStorageKey = `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;

export const supabase: SupabaseClient = createClient(url, anonKey, {
  auth: {
    storageKey: authStorageKey,
    flowType: 'pkce',
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
});
