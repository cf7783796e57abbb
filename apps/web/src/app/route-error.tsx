import { ERROR_PAGE } from '@silent/contracts';
import { Button, buttonClassName } from '@silent/ui';
import { useEffect, useRef } from 'react';
import { useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { page } from '../lib/reload-page';

/**
 * The error page of every route, in place of React Router's developer screen: what happened in
 * plain words, a Reload button, and a way home. A plain link (not the router's), so it works
 * even when the router itself is what failed.
 */
export function RouteError() {
  const error = useRouteError();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Focus moves to the heading, so a screen reader announces the page at once.
  useEffect(() => {
    // The details are for developers, in the console; the page never shows them.
    console.error(error);
    headingRef.current?.focus();
  }, [error]);

  return (
    <div className="ui-container page page-narrow route-error">
      <span className="page-eyebrow">{ERROR_PAGE.eyebrow}</span>
      <h1 ref={headingRef} tabIndex={-1} className="page-title">
        {ERROR_PAGE.title}
      </h1>
      <p className="page-lead">{ERROR_PAGE.body}</p>
      <div className="row">
        <Button variant="primary" onClick={() => page.reload()}>
          {ERROR_PAGE.reload}
        </Button>
        <a href={paths.home} className={buttonClassName()}>
          {ERROR_PAGE.home}
        </a>
      </div>
    </div>
  );
}

/** When the site's frame itself fails: the same page, in a bare `main` of its own. */
export function RootError() {
  return (
    <main id="main" className="app-main">
      <RouteError />
    </main>
  );
}
