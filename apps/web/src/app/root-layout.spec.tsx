import { ThemeProvider } from '@silent/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';
import { RootLayout } from './root-layout';

function renderLayout(auth: Partial<AuthContextValue>) {
  const value = { user: null, session: null, loading: false, signOut: jest.fn(), ...auth };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [{ index: true, element: <h1>Home page</h1> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ThemeProvider>
      <AuthContext.Provider value={value as AuthContextValue}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </ThemeProvider>,
  );
  return value;
}

describe('RootLayout', () => {
  it('frames the page with a skip link, header, main and footer', () => {
    renderLayout({});
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('feeds the header from the auth context, including sign-out', async () => {
    const user = userEvent.setup();
    const auth = renderLayout({
      user: { email: 'lin@silentlabs.dev' } as AuthContextValue['user'],
    });
    await user.click(screen.getByRole('button', { name: 'Account menu for lin@silentlabs.dev' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });
});
