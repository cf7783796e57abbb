import { Spinner } from '@silent/ui';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';
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

const lazyPage = (path: string, load: RouteObject['lazy']): RouteObject => ({
  path,
  lazy: load,
  HydrateFallback: PageLoading,
});

// Every other page is its own chunk: the landing page never downloads the tool or the auth
// client. The landing page itself (about 5 KB) ships with the entry, saving the first visit a
// round trip before its largest paint.
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    children: [
      { index: true, Component: LandingRoute },
      lazyPage(paths.login, () => import('./routes/login')),
      lazyPage(paths.signIn, () => import('./routes/sign-in')),
      lazyPage(paths.tool, () => import('./routes/tool')),
      lazyPage(paths.adminWaitlist, () => import('./routes/admin-waitlist')),
      lazyPage(paths.contact, () => import('./routes/contact')),
      lazyPage(paths.contactForm, () => import('./routes/contact-form')),
      lazyPage(paths.teamPattern, () => import('./routes/team-member')),
      lazyPage('*', () => import('./routes/not-found')),
    ],
  },
];

export const router = createBrowserRouter(routes);
