import { HISTORY_PAGE_SIZE, LIMITS, MESSAGES } from '@silent/contracts';
import { screen, within } from '@testing-library/react';
import { historyEntry } from '../../testing/fixtures';
import {
  callsTo,
  expectFailureToast,
  failureCases,
  mockApi,
  renderTool,
  signedInUser,
  type Handler,
} from '../../testing/render';
import { HistoryPanel } from './history-panel';

jest.mock('../../../../lib/api-client', () => ({ api: { call: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

const single = historyEntry({
  original: 'write an email about the delay',
  enhanced: 'Write a clear email explaining the delay.',
  options: { style: 'casual', length: 'short', targetAudience: 'clients' },
  rating: 4,
});
const variation = historyEntry({
  kind: 'variation',
  original: 'plan a team offsite',
  enhanced: 'Persona-led offsite plan',
  options: { axis: 'persona-led' },
});
const applied = historyEntry({
  kind: 'template',
  original: 'Announce {{product}}',
  enhanced: 'Announce Silent 2',
  options: {
    templateId: '00000000-0000-4000-8000-0000000000aa',
    variables: { product: 'Silent 2' },
  },
});

async function open(over: Record<string, Handler> = {}, user = signedInUser) {
  mockApi({
    listHistory: () => ({ total: 3, entries: [single, variation, applied] }),
    ...over,
  });
  const rendered = renderTool(<HistoryPanel />, { user });
  const toggle = screen.getByRole('button', { name: 'Show history' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await rendered.user.click(toggle);
  expect(screen.getByRole('button', { name: 'Hide history' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  return rendered;
}

const item = (name: string) => screen.getByRole('listitem', { name });

describe('History panel', () => {
  it('asks a visitor to sign in and loads nothing', async () => {
    await open({}, null);
    expect(
      screen.getByText(/Keeping a history of your enhancements needs a signed-in user/),
    ).toBeInTheDocument();
    expect(callsTo('listHistory')).toEqual([]);
  });

  it('lists entries newest first with their kind, score and rating, and pages', async () => {
    const { user } = await open({
      listHistory: ({ query }) => ({
        total: HISTORY_PAGE_SIZE + 1,
        entries: (query?.offset ?? 0) === 0 ? [single, variation] : [applied],
      }),
    });
    const list = await screen.findByRole('list', { name: 'Your history' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const first = item('write an email about the delay');
    expect(within(first).getByText('Single')).toBeInTheDocument();
    expect(within(first).getByText('Rated 4/5')).toBeInTheDocument();
    expect(within(first).getByText('8.5/10')).toBeInTheDocument();
    expect(screen.getByText(`Showing 1–2 of ${HISTORY_PAGE_SIZE + 1}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Announce {{product}}')).toBeInTheDocument();
    expect(callsTo('listHistory')).toEqual([
      { query: { limit: HISTORY_PAGE_SIZE, offset: 0 } },
      { query: { limit: HISTORY_PAGE_SIZE, offset: HISTORY_PAGE_SIZE } },
    ]);
  });

  it('searches the text and filters by kind', async () => {
    const { user } = await open();
    await screen.findByRole('list', { name: 'Your history' });
    const search = screen.getByRole('searchbox', { name: 'Search your history' });
    // No longer than the API takes (a longer search would only be refused).
    expect(search).toHaveAttribute('maxlength', String(LIMITS.shortTextMaxChars));
    await user.type(search, 'offsite');
    await user.selectOptions(screen.getByLabelText('Kind'), 'variation');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('list', { name: 'Your history' });
    expect(callsTo('listHistory')).toEqual([
      { query: { limit: HISTORY_PAGE_SIZE, offset: 0 } },
      { query: { search: 'offsite', kind: 'variation', limit: HISTORY_PAGE_SIZE, offset: 0 } },
    ]);
  });

  it('says so when nothing matches', async () => {
    const { user } = await open({ listHistory: () => ({ total: 0, entries: [] }) });
    expect(await screen.findByText(/Nothing yet/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search your history' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing in your history matches.')).toBeInTheDocument();
  });

  it('opens an entry with everything it ran with, and copies its result', async () => {
    const { user } = await open();
    await screen.findByRole('list', { name: 'Your history' });
    await user.click(
      within(item('Announce {{product}}')).getByRole('button', {
        name: 'Open “Announce {{product}}”',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Template enhancement' });
    expect(within(dialog).getByText('Announce Silent 2')).toBeInTheDocument();
    expect(within(dialog).getByText('{{product}}')).toBeInTheDocument();
    expect(within(dialog).getByText('Silent 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy the enhanced prompt' }));
    expect(await navigator.clipboard.readText()).toBe('Announce Silent 2');
    expect(await screen.findByText(MESSAGES.copied)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs each kind again with the same options', async () => {
    const { user } = await open({
      enhancePrompt: () => ({}),
      generateVariations: () => ({}),
      applyTemplate: () => ({}),
    });
    await screen.findByRole('list', { name: 'Your history' });
    await user.click(
      screen.getByRole('button', { name: 'Run again: “write an email about the delay”' }),
    );
    await user.click(screen.getByRole('button', { name: 'Run again: “plan a team offsite”' }));
    await user.click(screen.getByRole('button', { name: 'Run again: “Announce {{product}}”' }));
    expect(await screen.findAllByText(MESSAGES.historyRerun)).not.toHaveLength(0);
    expect(callsTo('enhancePrompt')).toEqual([
      {
        body: {
          originalPrompt: 'write an email about the delay',
          style: 'casual',
          length: 'short',
          targetAudience: 'clients',
        },
      },
    ]);
    expect(callsTo('generateVariations')).toEqual([
      { body: { originalPrompt: 'plan a team offsite', count: 3 } },
    ]);
    expect(callsTo('applyTemplate')).toEqual([
      {
        params: { id: '00000000-0000-4000-8000-0000000000aa' },
        body: { variables: { product: 'Silent 2' } },
      },
    ]);
  });

  it('asks before deleting an entry, then removes it', async () => {
    const { user } = await open({ deleteHistoryEntry: ({ params }) => ({ id: params?.id }) });
    await screen.findByRole('list', { name: 'Your history' });
    await user.click(screen.getByRole('button', { name: 'Delete “plan a team offsite”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this history entry?' });
    expect(dialog).toHaveAccessibleDescription(/leaves your history and your analytics/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    expect(await screen.findByText(MESSAGES.historyDeleted)).toBeInTheDocument();
    expect(callsTo('deleteHistoryEntry')).toEqual([{ params: { id: variation.id } }]);
    // The list is read again after the delete.
    expect(callsTo('listHistory').length).toBeGreaterThan(1);
  });

  it.each(
    failureCases(
      'deleteHistoryEntry',
      { status: 404, error: MESSAGES.historyEntryNotFound },
      MESSAGES.historyDeleteFailed,
    ),
  )(
    'says why an entry was not deleted when the API answers $answer',
    async ({ handler, shown }) => {
      const { user } = await open({ deleteHistoryEntry: handler });
      await screen.findByRole('list', { name: 'Your history' });
      await user.click(screen.getByRole('button', { name: 'Delete “plan a team offsite”' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete this history entry?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
      await expectFailureToast(shown, MESSAGES.historyDeleted);
      expect(callsTo('deleteHistoryEntry')).toEqual([{ params: { id: variation.id } }]);
      expect(item('plan a team offsite')).toBeInTheDocument();
    },
  );

  it("shows the server's message when the history cannot load", async () => {
    const { ApiError } =
      jest.requireActual<typeof import('@silent/api-client')>('@silent/api-client');
    await open({
      listHistory: () => {
        throw new ApiError('The database is unavailable, please try again shortly', 503, 'http');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The database is unavailable, please try again shortly',
    );
  });
});
