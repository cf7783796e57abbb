import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { paths } from '../../config/paths';
import { setAccessTokenSource } from '../../lib/access-token';
import { AuthContext, type AuthContextValue } from '../../lib/auth-context';
import {
  AUTH_ERROR_PARAM,
  AUTH_NOTICE_PARAM,
  LINK_NOT_EXCHANGED_MESSAGE,
  OTHER_BROWSER_NOTICE,
  callbackErrorMessage,
  readAuthCallback,
} from './auth-callback';

export const loadSupabase = (): Promise<SupabaseClient> =>
  import('./supabase-client').then((module) => module.supabase);

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * How to move to another page after a sign-in return. The provider sits above the router,
   * so by default it loads the page; the app can pass its router's navigate instead.
   */
  navigate?: (to: string) => void;
  /** Where the Supabase client comes from (tests pass a fake). */
  loadClient?: () => Promise<SupabaseClient>;
}

const loadPage = (to: string) => window.location.replace(to);

/** supabase-js keeps its session (and a PKCE verifier while signing in) under `sb-*` keys. */
const SUPABASE_STORAGE_KEY = /^sb-.+-(auth-token|code-verifier)/;

const VERIFIER_KEY = /^sb-.+-code-verifier$/;

function hasStoredKey(pattern: RegExp): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => pattern.test(key));
  } catch {
    return false;
  }
}

/**
 * Starts loading, reads the current session, stops loading, then follows auth events
 * (including other tabs signing in or out, which supabase-js relays between tabs).
 *
 * A visitor with no stored session and no sign-in return has nothing for supabase-js to do,
 * so the client is not downloaded for them (it stays off the landing page entirely); it loads
 * as soon as another tab stores a session.
 *
 * On the return from a sign-in (`?code=` from a mailed link or OAuth), supabase-js exchanges
 * the code; the person then lands on the tool. A return carrying an error sends them to the
 * sign-in page, which shows the reason.
 */
export function AuthProvider({
  children,
  navigate = loadPage,
  loadClient = loadSupabase,
}: AuthProviderProps) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const startRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let cancelled = false;
    let started = false;
    let unsubscribe: (() => void) | undefined;
    const callback = readAuthCallback(window.location.href);
    // A returning link in a browser that holds no verifier was opened on another device (or in
    // another browser) than the one that asked for it: it cannot sign in here.
    const otherBrowser = callback?.kind === 'code' && !hasStoredKey(VERIFIER_KEY);

    const start = () => {
      if (started) return;
      started = true;
      window.removeEventListener('storage', onStorage);
      void connect();
    };
    startRef.current = start;
    const onStorage = (event: StorageEvent) => {
      if (event.key && SUPABASE_STORAGE_KEY.test(event.key)) start();
    };

    const connect = () =>
      loadClient()
        .then(async (supabase) => {
          setAccessTokenSource(
            async () => (await supabase.auth.getSession()).data.session?.access_token,
          );
          // Resolves once supabase-js has handled the URL (code exchange or error).
          const { error } = await supabase.auth.initialize();
          const { data } = await supabase.auth.getSession();
          if (cancelled) return;
          setSession(data.session);
          setLoading(false);
          const { data: listener } = supabase.auth.onAuthStateChange((_event, next) => {
            setSession(next);
          });
          unsubscribe = () => listener.subscription.unsubscribe();

          if (!callback) return;
          if (callback.kind === 'error') {
            // The technical reason stays in the log; the page says it in the person's words.
            console.warn('Sign-in returned an error', callback);
            const message = callbackErrorMessage(
              callback.description || (error?.message ?? ''),
              callback.code,
            );
            navigate(`${paths.signIn}?${AUTH_ERROR_PARAM}=${encodeURIComponent(message)}`);
          } else if (!data.session && otherBrowser) {
            navigate(`${paths.signIn}?${AUTH_NOTICE_PARAM}=${OTHER_BROWSER_NOTICE}`);
          } else if (!data.session) {
            if (error) console.error('Sign-in code exchange failed', error);
            navigate(
              `${paths.signIn}?${AUTH_ERROR_PARAM}=${encodeURIComponent(LINK_NOT_EXCHANGED_MESSAGE)}`,
            );
          } else if (window.location.pathname !== paths.tool) {
            navigate(paths.tool);
          }
        })
        .catch((error: unknown) => {
          console.error('Auth could not start', error);
          if (!cancelled) setLoading(false);
        });

    if (callback || hasStoredKey(SUPABASE_STORAGE_KEY)) {
      start();
    } else {
      setLoading(false);
      window.addEventListener('storage', onStorage);
    }
    return () => {
      cancelled = true;
      window.removeEventListener('storage', onStorage);
      unsubscribe?.();
    };
  }, [loadClient, navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      session,
      loading,
      connect: () => startRef.current(),
      signOut: async () => {
        try {
          const supabase = await loadClient();
          const { error } = await supabase.auth.signOut();
          // The spec: a failed sign-out is only logged, and the menu stays.
          if (error) console.error('Sign out failed', error);
        } catch (error) {
          console.error('Sign out failed', error);
        }
      },
    }),
    [session, loading, loadClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
