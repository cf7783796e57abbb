import { ThemeProvider } from '@silent/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';
import { routes } from './router';

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

describe('the router', () => {
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
