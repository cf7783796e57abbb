import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';
import { Component as LandingRoute } from './routes/landing';

// Every other page is its own chunk: the landing page never downloads the tool or the auth
// client. The landing page itself (about 5 KB) ships with the entry, saving the first visit a
// round trip before its largest paint.
export const router = createBrowserRouter([
  {
    path: paths.home,
    Component: RootLayout,
    children: [
      { index: true, Component: LandingRoute },
      { path: paths.login, lazy: () => import('./routes/login') },
      { path: paths.signIn, lazy: () => import('./routes/sign-in') },
      { path: paths.tool, lazy: () => import('./routes/tool') },
      { path: paths.adminWaitlist, lazy: () => import('./routes/admin-waitlist') },
      { path: paths.contact, lazy: () => import('./routes/contact') },
      { path: paths.contactForm, lazy: () => import('./routes/contact-form') },
      { path: paths.teamPattern, lazy: () => import('./routes/team-member') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
