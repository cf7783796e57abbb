import { LIMITS, MESSAGES } from '@silent/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestBody } from '../../../testing/mock-fetch';
import { renderPage } from '../../../testing/render';
import { useWaitlistOutboxSync } from '../hooks/use-waitlist-outbox-sync';
import { pendingSignups } from '../outbox';
import { WaitlistPage } from './waitlist-page';

const joined = (email: string, alreadyJoined = false) => ({
  status: alreadyJoined ? 200 : 201,
  body: { success: true, data: { email, alreadyJoined, message: 'ok' } },
});

async function submit(email: string) {
  const user = userEvent.setup();
  renderPage(<WaitlistPage />, { path: '/login' });
  if (email) await user.type(screen.getByLabelText('Work email'), email);
  await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
  return user;
}

describe('WaitlistPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('is titled Welcome Back', () => {
    mockFetch(joined('x@example.com'));
    renderPage(<WaitlistPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('limits the address to what the API accepts', () => {
    mockFetch(joined('x@example.com'));
    renderPage(<WaitlistPage />, { path: '/login' });
    expect(screen.getByLabelText('Work email')).toHaveAttribute(
      'maxLength',
      String(LIMITS.emailMaxChars),
    );
  });

  it('asks for an e-mail and sends nothing when it is empty', async () => {
    const fetch = mockFetch(joined('x@example.com'));
    await submit('');
    expect(await screen.findByText(MESSAGES.waitlistEmailRequired)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a malformed address is not valid, under the field, and sends nothing', async () => {
    const fetch = mockFetch(joined('x@example.com'));
    const user = await submit('ada@example');
    const field = screen.getByLabelText('Work email');
    expect(field).toHaveAccessibleDescription(MESSAGES.contactEmailInvalid);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    expect(pendingSignups()).toEqual([]);
    // Editing the address clears the message; a valid one then goes through.
    await user.type(field, '.com');
    expect(screen.queryByText(MESSAGES.contactEmailInvalid)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(MESSAGES.waitlistJoined)).toBeInTheDocument();
  });

  it('sends the spec payload and shows the joined state', async () => {
    const fetch = mockFetch(joined('ada@example.com'));
    await submit('ada@example.com');
    expect(await screen.findByRole('heading', { name: 'You’re on the list' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.waitlistJoined)).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/waitlist');
    expect(requestBody(fetch)).toEqual({
      email: 'ada@example.com',
      first_name: '',
      last_name: '',
      source: 'email',
    });
    expect(pendingSignups()).toEqual([]);
  });

  it('says so when the address is already on the list', async () => {
    mockFetch(joined('ada@example.com', true));
    await submit('ada@example.com');
    expect(await screen.findByText(MESSAGES.waitlistAlreadyJoined)).toBeInTheDocument();
  });

  it('shows the server error on a refusal and stays on the form', async () => {
    mockFetch({ status: 400, body: { success: false, error: 'That address looks wrong' } });
    // Well formed, so it reaches the server, which refuses it.
    await submit('nope@blocked.example');
    expect(await screen.findByText('That address looks wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Work email')).toBeInTheDocument();
    expect(pendingSignups()).toEqual([]);
  });

  it('falls back to the spec message when a refusal has no error text', async () => {
    mockFetch({ status: 409, body: { success: false } });
    await submit('ada@example.com');
    expect(await screen.findByText(MESSAGES.waitlistFailed)).toBeInTheDocument();
  });

  it.each([
    ['the network is down', { networkError: true as const }],
    ['the server fails', { status: 503, body: { success: false, error: 'down' } }],
  ])('when %s: shows joined anyway and keeps the sign-up in the outbox', async (_, reply) => {
    mockFetch(reply);
    await submit('grace@example.com');
    expect(await screen.findByRole('heading', { name: 'You’re on the list' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.waitlistJoined)).toBeInTheDocument();
    await waitFor(() =>
      expect(pendingSignups()).toEqual([
        { email: 'grace@example.com', first_name: '', last_name: '', source: 'email' },
      ]),
    );
  });

  it('says the sign-up is saved until it is sent, then that it was sent', async () => {
    // The root layout runs the outbox sync on every page.
    function WithSync() {
      useWaitlistOutboxSync();
      return <WaitlistPage />;
    }
    mockFetch({ networkError: true });
    const user = userEvent.setup();
    renderPage(<WithSync />, { path: '/login' });
    await user.type(screen.getByLabelText('Work email'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    const status = await screen.findByText(MESSAGES.waitlistQueued);
    expect(status).toHaveAttribute('role', 'status');

    mockFetch(joined('grace@example.com'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(MESSAGES.waitlistQueuedSent)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.waitlistQueued)).not.toBeInTheDocument();
    expect(pendingSignups()).toEqual([]);
  });
});
