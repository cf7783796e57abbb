import { MESSAGES } from '@silent/contracts';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from '../../lib/auth-context';
import {
  AUTH_ERROR_PARAM,
  AUTH_NOTICE_PARAM,
  LINK_NOT_EXCHANGED_MESSAGE,
  OTHER_BROWSER_NOTICE,
} from './auth-callback';
import { AuthProvider } from './auth-provider';

type Listener = (event: string, session: Session | null) => void;

const session = {
  access_token: 'token',
  refresh_token: 'refresh',
  expires_in: 3600,
  token_type: 'bearer',
  user: { id: 'u1', email: 'ada@example.com' },
} as unknown as Session;

function fakeClient(options: { session?: Session | null; signOutError?: Error } = {}) {
  const listeners: Listener[] = [];
  const auth = {
    initialize: jest.fn(async () => ({ error: null })),
    getSession: jest.fn(async () => ({ data: { session: options.session ?? null } })),
    onAuthStateChange: jest.fn((listener: Listener) => {
      listeners.push(listener);
      return { data: { subscription: { unsubscribe: jest.fn() } } };
    }),
    signOut: jest.fn(async () => ({ error: options.signOutError ?? null })),
  };
  const client = { auth } as unknown as SupabaseClient;
  return {
    auth,
    load: () => Promise.resolve(client),
    emit: (event: string, next: Session | null) =>
      act(() => listeners.forEach((l) => l(event, next))),
  };
}

function Probe() {
  const { user, loading, signOut } = useAuth();
  return (
    <div>
      <p>{loading ? 'loading' : user ? `signed in as ${user.email}` : 'signed out'}</p>
      <button onClick={() => void signOut()}>Sign Out</button>
    </div>
  );
}

const STORED_SESSION_KEY = 'sb-localhost-auth-token';

beforeEach(() => window.localStorage.setItem(STORED_SESSION_KEY, '{}'));
afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('AuthProvider', () => {
  it('does not download the auth client for a visitor with no session, until a tab stores one', async () => {
    window.localStorage.clear();
    const fake = fakeClient({ session });
    const load = jest.fn(fake.load);
    render(
      <AuthProvider loadClient={load} navigate={jest.fn()}>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORED_SESSION_KEY }));
    });
    expect(await screen.findByText('signed in as ada@example.com')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading, reads the session, then follows auth events (other tabs too)', async () => {
    const fake = fakeClient({ session });
    render(
      <AuthProvider loadClient={fake.load} navigate={jest.fn()}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed in as ada@example.com')).toBeInTheDocument();
    // supabase-js relays another tab's sign-out as SIGNED_OUT here.
    fake.emit('SIGNED_OUT', null);
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('only logs a failed sign-out and keeps the user', async () => {
    const fake = fakeClient({ session, signOutError: new Error('offline') });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AuthProvider loadClient={fake.load} navigate={jest.fn()}>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('signed in as ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(fake.auth.signOut).toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Sign out failed', expect.any(Error));
    expect(screen.getByText('signed in as ada@example.com')).toBeInTheDocument();
    log.mockRestore();
  });

  it('sends a successful sign-in return on to the tool', async () => {
    window.history.replaceState(null, '', '/?code=abc');
    const fake = fakeClient({ session });
    const navigate = jest.fn();
    render(
      <AuthProvider loadClient={fake.load} navigate={navigate}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/silent'));
  });

  it('sends an OAuth error return to the sign-in page with "OAuth sign-in failed" and the reason', async () => {
    window.history.replaceState(
      null,
      '',
      '/#error=access_denied&error_code=access_denied&error_description=Google+is+not+configured',
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const navigate = jest.fn();
    render(
      <AuthProvider loadClient={fakeClient().load} navigate={navigate}>
        <Probe />
      </AuthProvider>,
    );
    const message = `${MESSAGES.oauthFailed}: Google is not configured`;
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/try?${AUTH_ERROR_PARAM}=${encodeURIComponent(message)}`,
      ),
    );
    // The technical reason goes to the log.
    expect(warn).toHaveBeenCalledWith(
      'Sign-in returned an error',
      expect.objectContaining({ description: 'Google is not configured' }),
    );
    warn.mockRestore();
  });

  it('explains a link whose code could not be exchanged', async () => {
    window.history.replaceState(null, '', '/silent?code=abc');
    window.localStorage.setItem(`${STORED_SESSION_KEY}-code-verifier`, 'verifier');
    const navigate = jest.fn();
    render(
      <AuthProvider loadClient={fakeClient().load} navigate={navigate}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/try?${AUTH_ERROR_PARAM}=${encodeURIComponent(LINK_NOT_EXCHANGED_MESSAGE)}`,
      ),
    );
  });

  it('tells a browser that never asked for the link to use the code instead', async () => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/silent?code=abc');
    const fake = fakeClient();
    const navigate = jest.fn();
    render(
      <AuthProvider loadClient={fake.load} navigate={navigate}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`/try?${AUTH_NOTICE_PARAM}=${OTHER_BROWSER_NOTICE}`),
    );
  });

  it('follows a sign-in started in this tab once asked to connect', async () => {
    window.localStorage.clear();
    const fake = fakeClient();
    function Connect() {
      const { connect } = useAuth();
      return <button onClick={() => connect?.()}>Connect</button>;
    }
    render(
      <AuthProvider loadClient={fake.load}>
        <Probe />
        <Connect />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(fake.auth.initialize).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(fake.auth.onAuthStateChange).toHaveBeenCalled());
    fake.emit('SIGNED_IN', session);
    expect(await screen.findByText('signed in as ada@example.com')).toBeInTheDocument();
  });
});
