import { ERROR_PAGE } from '@silent/contracts';
import { ThemeProvider } from '@silent/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';
import { page } from '../lib/reload-page';
import { createRoutes, lazyPage, routes } from './router';

const signedOut: AuthContextValue = {
  user: null,
  session: null,
  loading: false,
  signOut: async () => undefined,
};

// jsdom has no Fetch API; a data router builds a Request per navigation (no loader reads it).
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal?: AbortSignal;
  constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(url);
    this.method = init.method ?? 'GET';
    this.signal = init.signal;
  }
}

beforeAll(() => {
  (globalThis as { Request?: unknown }).Request ??= NavigationRequest;
});

function renderAt(path: string, routeTable: RouteObject[] = routes) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider>
        <AuthContext.Provider value={signedOut}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

function Boom(): never {
  throw new Error('render failed');
}

describe('the router', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // The error page logs what happened for developers (and React reports the throw).
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the branded error page with Reload, inside the site frame, when a page throws', async () => {
    const reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
    renderAt('/boom', createRoutes([{ path: 'boom', Component: Boom }]));
    const heading = await screen.findByRole('heading', { level: 1, name: ERROR_PAGE.title });
    expect(heading).toHaveFocus();
    expect(screen.getByText(ERROR_PAGE.body)).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error|Hey developer/)).toBeNull();
    expect(screen.queryByText('render failed')).toBeNull();
    // The header and footer stay, so the visitor can go elsewhere.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ERROR_PAGE.home })).toHaveAttribute('href', '/');
    await userEvent.setup().click(screen.getByRole('button', { name: ERROR_PAGE.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  it('shows the error page when a loader throws', async () => {
    renderAt(
      '/broken',
      createRoutes([
        {
          path: 'broken',
          loader: () => {
            throw new Error('loader failed');
          },
          Component: () => <p>never shown</p>,
          HydrateFallback: () => null,
        },
      ]),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: ERROR_PAGE.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ERROR_PAGE.reload })).toBeInTheDocument();
    expect(screen.queryByText('never shown')).toBeNull();
  });

  it('fetches a page chunk once more when its download fails, then shows the page', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Component: () => <h1>Flaky page</h1> });
    renderAt('/flaky', createRoutes([lazyPage('flaky', load)]));
    expect(await screen.findByRole('heading', { name: 'Flaky page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(ERROR_PAGE.title)).toBeNull();
  });

  it('shows the error page when a page chunk fails twice', async () => {
    const load = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/gone', createRoutes([lazyPage('gone', load)]));
    expect(
      await screen.findByRole('heading', { level: 1, name: ERROR_PAGE.title }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the site frame and a loading state while a page chunk loads, without warnings', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(routes, { initialEntries: ['/no-such-page'] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider>
          <AuthContext.Provider value={signedOut}>
            <RouterProvider router={router} />
          </AuthContext.Provider>
        </ThemeProvider>
      </QueryClientProvider>,
    );
    // The header is there at once, with the page's loading state in the main area...
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('status'));
    // ...then the page itself.
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
    warn.mockRestore();
  });
});
