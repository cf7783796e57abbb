import { Spinner } from '@silent/ui';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { RootLayout } from './root-layout';
import { RootError, RouteError } from './route-error';
import { Component as LandingRoute } from './routes/landing';

/**
 * What a lazy page shows inside the site's frame while its chunk loads on the first visit
 * (React Router's HydrateFallback; without one it renders nothing and warns).
 */
function PageLoading() {
  return (
    <div className="ui-container page">
      <Spinner label="Loading the page" />
    </div>
  );
}

type LazyRoute = Extract<RouteObject['lazy'], (...args: never[]) => unknown>;

/** A page in its own chunk; a chunk that fails to download is fetched once more. */
export const lazyPage = (path: string, load: LazyRoute): RouteObject => ({
  path,
  lazy: lazyWithRetry(load),
  HydrateFallback: PageLoading,
});

// Every other page is its own chunk: the landing page never downloads the tool or the auth
// client. The landing page itself (about 5 KB) ships with the entry, saving the first visit a
// round trip before its largest paint.
export const pageRoutes: RouteObject[] = [
  { index: true, Component: LandingRoute },
  lazyPage(paths.login, () => import('./routes/login')),
  lazyPage(paths.signIn, () => import('./routes/sign-in')),
  lazyPage(paths.tool, () => import('./routes/tool')),
  lazyPage(paths.adminWaitlist, () => import('./routes/admin-waitlist')),
  lazyPage(paths.contact, () => import('./routes/contact')),
  lazyPage(paths.contactForm, () => import('./routes/contact-form')),
  lazyPage(paths.teamPattern, () => import('./routes/team-member')),
  lazyPage('*', () => import('./routes/not-found')),
];

/**
 * The site's frame around the pages. A page that throws (while rendering, or a chunk that would
 * not load) shows the error page inside the frame, so the header still leads elsewhere; the
 * root's own boundary catches a failure of the frame itself.
 */
export function createRoutes(pages: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      path: paths.home,
      Component: RootLayout,
      ErrorBoundary: RootError,
      HydrateFallback: PageLoading,
      children: [{ ErrorBoundary: RouteError, children: pages }],
    },
  ];
}

export const routes = createRoutes();

export const router = createBrowserRouter(routes);
