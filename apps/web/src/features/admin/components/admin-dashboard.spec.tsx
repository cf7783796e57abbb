import { LIMITS, MESSAGES } from '@silent/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads } from '../../../testing/downloads';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderPage } from '../../../testing/render';
import { answerModelEndpoints } from '../testing/model-fetch';
import { AdminDashboard } from './admin-dashboard';

const entry = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  email: `person${n}@example.com`,
  first_name: n === 1 ? 'Ada' : '',
  last_name: n === 1 ? 'Lovelace' : '',
  source: 'email',
  created_at: new Date(Date.UTC(2025, 0, n)).toISOString(),
});

const waitlistPage = (entries: ReturnType<typeof entry>[], total = entries.length) => ({
  status: 200,
  body: { success: true, data: { total, entries } },
});
const contactPage = {
  status: 200,
  body: {
    success: true,
    data: {
      total: 1,
      messages: [
        {
          id: '00000000-0000-4000-8000-0000000000aa',
          name: 'Grace',
          email: 'grace@example.com',
          phone: null,
          message: 'Hello team',
          created_at: new Date().toISOString(),
        },
      ],
    },
  },
};

const renderDashboard = () =>
  renderPage(
    <AdminDashboard userId="u1" email="ada@example.com" signInPath="/try" toolPath="/silent" />,
  );

describe('AdminDashboard', () => {
  it('shows the total, entries newest first as sent, and contact messages', async () => {
    mockFetch(waitlistPage([entry(2), entry(1)]), contactPage);
    answerModelEndpoints();
    renderDashboard();
    expect(await screen.findByTestId('waitlist-total')).toHaveTextContent('2 total');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('person2@example.com');
    expect(rows[1]).toHaveTextContent('Ada Lovelace');
    expect(await screen.findByText('Hello team')).toBeInTheDocument();
  });

  it('has a Name column only when some entry has a name', async () => {
    // The waitlist's own table (the Model panel has tables of its own).
    const waitlist = () => within(screen.getByRole('region', { name: 'Waitlist entries' }));
    mockFetch(waitlistPage([entry(2), entry(1)]), contactPage);
    answerModelEndpoints();
    const { unmount } = renderDashboard();
    await screen.findByTestId('waitlist-total');
    expect(
      waitlist()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['E-mail', 'Name', 'Source', 'Joined']);
    const rows = waitlist().getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('—');
    unmount();

    mockFetch(waitlistPage([entry(3), entry(2)]), contactPage);
    answerModelEndpoints();
    renderDashboard();
    await screen.findByTestId('waitlist-total');
    expect(
      waitlist()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['E-mail', 'Source', 'Joined']);
    expect(waitlist().queryByText('—')).toBeNull();
  });

  it('lets a keyboard reach and scroll the table on a narrow screen', async () => {
    mockFetch(waitlistPage([entry(1)]), contactPage);
    answerModelEndpoints();
    renderDashboard();
    await screen.findByTestId('waitlist-total');
    const region = screen.getByRole('region', { name: 'Waitlist entries' });
    expect(within(region).getAllByRole('table')).toHaveLength(1);
    // The next stop after the toolbar's Export CSV button.
    screen.getByRole('button', { name: 'Export CSV' }).focus();
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('limits the search to what the API accepts', async () => {
    mockFetch(waitlistPage([entry(1)]), contactPage);
    answerModelEndpoints();
    renderDashboard();
    expect(await screen.findByLabelText('Search by e-mail or name')).toHaveAttribute(
      'maxLength',
      String(LIMITS.emailMaxChars),
    );
  });

  it('searches through the API', async () => {
    const fetch = jest.fn(async (url: string) => {
      const reply = url.includes('contact-messages')
        ? contactPage
        : url.includes('search=ada')
          ? waitlistPage([entry(1)])
          : waitlistPage([entry(1), entry(2)]);
      return { ok: true, status: 200, json: async () => reply.body } as Response;
    });
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    answerModelEndpoints();
    renderDashboard();
    await screen.findByTestId('waitlist-total');
    await userEvent.type(screen.getByLabelText('Search by e-mail or name'), 'ada');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('search=ada'))).toBe(true),
    );
    expect(await screen.findByText('1 total')).toBeInTheDocument();
  });

  it('exports the waitlist as CSV that a spreadsheet cannot run', async () => {
    const hostile = { ...entry(3), first_name: 'Bob;=1+2', last_name: '=HYPERLINK("x")' };
    const fetch = jest.fn(async (url: string) => {
      const reply = url.includes('contact-messages') ? contactPage : waitlistPage([hostile]);
      return { ok: true, status: 200, json: async () => reply.body } as Response;
    });
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    answerModelEndpoints();
    const { blobs, names, restore } = captureDownloads();
    renderDashboard();
    await screen.findByTestId('waitlist-total');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(names[0]).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0]?.text()).toBe(
      '"email","first_name","last_name","source","created_at"\r\n' +
        `"person3@example.com","Bob;=1+2","'=HYPERLINK(""x"")","email","${hostile.created_at}"\r\n`,
    );
    restore();
  });

  it('shows a clear "no access" state to signed-in non-admins', async () => {
    mockFetch({ status: 403, body: { success: false, error: MESSAGES.forbidden } });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('ada@example.com');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Silent' })).toHaveAttribute('href', '/silent');
  });

  it('asks to sign in again when the session has ended', async () => {
    mockFetch({ status: 401, body: { success: false, error: MESSAGES.authSessionMissing } });
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'sign in again' })).toHaveAttribute(
      'href',
      '/try',
    );
  });
});
