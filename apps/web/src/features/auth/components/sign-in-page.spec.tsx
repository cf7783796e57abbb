import { LIMITS, MESSAGES } from '@silent/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthContextValue } from '../../../lib/auth-context';
import { renderPage } from '../../../testing/render';
import { SignInPage } from './sign-in-page';

jest.mock('../supabase-client', () => ({
  usesEmbeddedAuth: true,
  authStorageKey: 'sb-localhost-auth-token',
  supabase: {
    auth: { signInWithOtp: jest.fn(), signInWithOAuth: jest.fn(), verifyOtp: jest.fn() },
  },
}));

const { supabase } = require('../supabase-client') as {
  supabase: {
    auth: { signInWithOtp: jest.Mock; signInWithOAuth: jest.Mock; verifyOtp: jest.Mock };
  };
};
const VERIFIER_KEY = 'sb-localhost-auth-token-code-verifier';

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
  supabase.auth.verifyOtp.mockReset();
  window.localStorage.clear();
});

async function sendLinkTo(address: string) {
  supabase.auth.signInWithOtp.mockResolvedValueOnce({ error: null });
  await userEvent.type(emailField(), address);
  await userEvent.click(sendButton());
  return screen.findByLabelText('6-digit code');
}

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

  it('offers the mailed 6-digit code once a link is sent, and signs in with it on any device', async () => {
    const connect = jest.fn();
    renderSignIn({ ...signedOut, connect });
    expect(connect).toHaveBeenCalled();
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
    const codeField = await sendLinkTo('ada@example.com');
    expect(codeField).toHaveFocus();
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(MESSAGES.signInCodeHint)).toBeInTheDocument();
    const signIn = screen.getByRole('button', { name: 'Sign in with code' });
    expect(signIn).toBeDisabled();

    await userEvent.type(codeField, '12a34 56');
    expect(codeField).toHaveValue('123456');
    supabase.auth.verifyOtp.mockResolvedValueOnce({
      error: { name: 'AuthApiError', status: 403, message: 'Token has expired or is invalid' },
    });
    await userEvent.click(signIn);
    expect(supabase.auth.verifyOtp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      token: '123456',
      type: 'email',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Token has expired or is invalid');

    supabase.auth.verifyOtp.mockResolvedValueOnce({ data: {}, error: null });
    await userEvent.click(signIn);
    await waitFor(() => expect(supabase.auth.verifyOtp).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('keeps the pending sign-in when a resend is refused by the cooldown', async () => {
    renderSignIn();
    await sendLinkTo('ada@example.com');
    window.localStorage.setItem(VERIFIER_KEY, 'first-link-verifier');
    // What supabase-js does: a new verifier first, dropped again when the request fails.
    supabase.auth.signInWithOtp.mockImplementationOnce(async () => {
      window.localStorage.setItem(VERIFIER_KEY, 'second-verifier');
      window.localStorage.removeItem(VERIFIER_KEY);
      return {
        error: {
          name: 'AuthApiError',
          status: 429,
          message: 'For security purposes, you can only request this after 51 seconds.',
        },
      };
    });
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('after 51 seconds');
    expect(window.localStorage.getItem(VERIFIER_KEY)).toBe('first-link-verifier');
    // The code of the first mail can still be entered.
    expect(screen.getByLabelText('6-digit code')).toBeInTheDocument();
  });

  it('says what to do when the link was opened in another browser', () => {
    renderSignIn(signedOut, '/try?auth_notice=other_browser');
    expect(screen.getByText(MESSAGES.signInOtherBrowser)).toBeInTheDocument();
    expect(MESSAGES.signInOtherBrowser).toContain(
      'Enter the code from the mail on the device where you asked for it',
    );
  });

  it('shows a returned error once, in the page, and clears it on the next action', async () => {
    const reason = `${MESSAGES.oauthFailed}: ${MESSAGES.oauthProviderUnavailable}`;
    renderSignIn(signedOut, `/try?auth_error=${encodeURIComponent(reason)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    // Not repeated as a toast.
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(reason).not.toMatch(/SUPABASE|Supabase/);

    await sendLinkTo('ada@example.com');
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(MESSAGES.magicLinkSent)).length).toBeGreaterThan(0);
  });
});
