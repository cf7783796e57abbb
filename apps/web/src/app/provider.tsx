import { AppToaster, ThemeProvider } from '@silent/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';
import { queryClient } from '../lib/query-client';
import { router } from './router';

// The auth provider sits above the router; after a sign-in return it moves with the router
// (a soft navigation) instead of reloading the page.
const navigateAfterSignIn = (to: string) => void router.navigate(to, { replace: true });

/** App-wide providers: theme, server state, auth, and the one toaster. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider navigate={navigateAfterSignIn}>
          {children}
          <AppToaster />
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
