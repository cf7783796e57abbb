import { LIMITS, MESSAGES } from '@silent/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../testing/render';
import { AuthContext, type AuthContextValue } from '../auth-context';
import { SignInPage } from './sign-in-page';

jest.mock('../supabase-client', () => ({
  usesEmbeddedAuth: true,
  supabase: { auth: { signInWithOtp: jest.fn(), signInWithOAuth: jest.fn() } },
}));

const { supabase } = require('../supabase-client') as {
  supabase: { auth: { signInWithOtp: jest.Mock; signInWithOAuth: jest.Mock } };
};

const signedOut: AuthContextValue = {
  user: null,
  session: null,
  loading: false,
  signOut: async () => undefined,
};

function renderSignIn(auth: AuthContextValue = signedOut, route = '/try') {
  return renderPage(
    <AuthContext.Provider value={auth}>
      <SignInPage />
    </AuthContext.Provider>,
    { path: '/try', route },
  );
}

const emailField = () => screen.getByLabelText('Email');
const sendButton = () => screen.getByRole('button', { name: /send magic link/i });

beforeEach(() => {
  supabase.auth.signInWithOtp.mockReset();
  supabase.auth.signInWithOAuth.mockReset();
});

describe('/try sign-in page', () => {
  it('limits the address to what an e-mail address can be', () => {
    renderSignIn();
    expect(emailField()).toHaveAttribute('maxLength', String(LIMITS.emailMaxChars));
  });

  it('keeps the send button disabled while the e-mail is empty or blank', async () => {
    renderSignIn();
    expect(sendButton()).toBeDisabled();
    await userEvent.type(emailField(), '   ');
    expect(sendButton()).toBeDisabled();
    await userEvent.clear(emailField());
    await userEvent.type(emailField(), 'ada@example.com');
    expect(sendButton()).toBeEnabled();
  });

  it('disables the button while the request is busy, then confirms with the spec message', async () => {
    let finish: (value: { error: null }) => void = () => undefined;
    supabase.auth.signInWithOtp.mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    renderSignIn();
    await userEvent.type(emailField(), ' ada@example.com ');
    await userEvent.click(sendButton());
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: /google/i })).toBeDisabled();
    finish({ error: null });
    expect(await screen.findAllByText(new RegExp(MESSAGES.magicLinkSent))).not.toHaveLength(0);
    expect(supabase.auth.signInWithOtp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      options: { emailRedirectTo: `${window.location.origin}/silent` },
    });
    expect(screen.getByRole('link', { name: 'local mailbox' })).toHaveAttribute(
      'href',
      '/dev/mailbox',
    );
    await waitFor(() => expect(sendButton()).toBeEnabled());
  });

  it("shows the provider's message when it refuses", async () => {
    const message = 'For security purposes, you can only request this after 42 seconds.';
    supabase.auth.signInWithOtp.mockResolvedValue({
      error: { name: 'AuthApiError', status: 429, message },
    });
    renderSignIn();
    await userEvent.type(emailField(), 'ada@example.com');
    await userEvent.click(sendButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('falls back to "Failed to send magic link" on network or server failure', async () => {
    supabase.auth.signInWithOtp.mockResolvedValue({
      error: { name: 'AuthRetryableFetchError', status: 0, message: '{}' },
    });
    renderSignIn();
    await userEvent.type(emailField(), 'ada@example.com');
    await userEvent.click(sendButton());
    expect(await screen.findByText(MESSAGES.magicLinkFailed)).toBeInTheDocument();

    supabase.auth.signInWithOtp.mockRejectedValue(new TypeError('Failed to fetch'));
    await userEvent.click(sendButton());
    await waitFor(() => expect(supabase.auth.signInWithOtp).toHaveBeenCalledTimes(2));
  });

  it('starts Google and Microsoft sign-in returning to the site origin', async () => {
    supabase.auth.signInWithOAuth.mockResolvedValue({ error: null });
    renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(supabase.auth.signInWithOAuth).toHaveBeenLastCalledWith({
      provider: 'google',
      options: { redirectTo: window.location.origin },
    });
  });

  it('shows "OAuth sign-in failed" with the reason when the provider call fails', async () => {
    supabase.auth.signInWithOAuth.mockResolvedValue({
      error: { name: 'AuthApiError', status: 400, message: 'provider is not enabled' },
    });
    renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Microsoft' }));
    expect(supabase.auth.signInWithOAuth).toHaveBeenLastCalledWith({
      provider: 'azure',
      options: { redirectTo: window.location.origin },
    });
    expect(
      await screen.findByText(`${MESSAGES.oauthFailed}: provider is not enabled`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeEnabled();
  });

  it('shows the reason a sign-in came back with', async () => {
    const reason = `${MESSAGES.oauthFailed}: Google sign-in is not configured on this server.`;
    renderSignIn(signedOut, `/try?auth_error=${encodeURIComponent(reason)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });

  it('sends a signed-in visitor on to the tool', () => {
    renderSignIn({
      ...signedOut,
      user: { id: 'u1', email: 'ada@example.com' } as AuthContextValue['user'],
    });
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });
});
