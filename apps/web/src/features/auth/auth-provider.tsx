import type { Session } from '@supabase/supabase-js';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { setAccessTokenSource } from '../../lib/access-token';
import { AuthContext, type AuthContextValue } from './auth-context';

const loadSupabase = () => import('./supabase-client').then((module) => module.supabase);

/**
 * Starts loading, reads the current session, stops loading, then follows auth events
 * (including other tabs signing out, which supabase-js relays through storage events).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    void loadSupabase().then(async (supabase) => {
      setAccessTokenSource(
        async () => (await supabase.auth.getSession()).data.session?.access_token,
      );
      const { data } = await supabase.auth.getSession();
      if (cancelled) return;
      setSession(data.session);
      setLoading(false);
      const { data: listener } = supabase.auth.onAuthStateChange((_event, next) => {
        setSession(next);
      });
      unsubscribe = () => listener.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      session,
      loading,
      signOut: async () => {
        const supabase = await loadSupabase();
        const { error } = await supabase.auth.signOut();
        // The spec: a failed sign-out is only logged, and the menu stays.
        if (error) console.error('Sign out failed', error);
      },
    }),
    [session, loading],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
