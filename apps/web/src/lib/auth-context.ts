import { MESSAGES } from '@silent/contracts';
import type { Session, User } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';

/** The spec's auth context: user, session, loading, and a sign-out action. */
export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  loading: boolean;
  signOut: () => Promise<void>;
  /**
   * Starts following the auth client now: a sign-in is under way in this tab (the code
   * entry on /try), whose result must reach the header without a reload.
   */
  connect?: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(MESSAGES.useAuthOutsideProvider);
  return value;
}
