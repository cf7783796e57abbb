import { Footer, Header, PageTransition } from '@silent/ui';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { landingAnchors, paths } from '../config/paths';
import { useWaitlistOutboxSync } from '../features/waitlist/hooks/use-waitlist-outbox-sync';
import { useAuth } from '../lib/auth-context';

/** Skip link, header, page transition, the page, footer: the frame of every route. */
export function RootLayout() {
  const { user, loading, signOut } = useAuth();
  const { pathname, hash } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  // Waitlist sign-ups that could not reach the server are retried on every visit.
  useWaitlistOutboxSync();

  // After a client-side navigation, move focus to the new page (not for in-page anchors).
  useEffect(() => {
    if (pathname === previousPath.current) return;
    previousPath.current = pathname;
    if (!hash) mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <div className="app-shell">
      <a href="#main" className="ui-skip-link">
        Skip to content
      </a>
      <Header
        user={user?.email ? { email: user.email } : null}
        loading={loading}
        onSignOut={signOut}
        paths={paths}
        anchors={landingAnchors}
      />
      <PageTransition transitionKey={pathname}>
        <main id="main" ref={mainRef} tabIndex={-1} className="app-main">
          <Outlet />
        </main>
      </PageTransition>
      <Footer paths={paths} anchors={landingAnchors} />
      <ScrollRestoration />
    </div>
  );
}
