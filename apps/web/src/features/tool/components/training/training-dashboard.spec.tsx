import { LIMITS, MESSAGES, TRAINING_LIST_LIMIT } from '@silent/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { captureDownloads } from '../../../../testing/downloads';
import { SESSION_POLL_MS, trainingSessionsQueryOptions } from '../../api/get-training-sessions';
import { category, performance, session, trainingItem } from '../../testing/fixtures';
import {
  callsTo,
  deferred,
  mockApi,
  renderTool,
  signedInUser,
  type Handler,
} from '../../testing/render';
import { TrainingDashboard } from './training-dashboard';

jest.mock('../../../../lib/api-client', () => ({ api: { call: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

const baseHandlers = (over: Record<string, Handler> = {}): Record<string, Handler> => ({
  listTrainingData: () => [trainingItem({ input_text: 'write email' })],
  listTrainingCategories: () => [category({ name: 'email' }), category({ name: 'code' })],
  listTrainingSessions: () => [],
  getTrainingMetrics: () => ({
    totalTrainingData: 42,
    categoriesCount: 6,
    averageSuccessRate: 0.615,
  }),
  listPerformanceMetrics: () => [],
  ...over,
});

async function renderDashboard(
  user: typeof signedInUser = null,
  over: Record<string, Handler> = {},
) {
  mockApi(baseHandlers(over));
  const rendered = renderTool(<TrainingDashboard />, { user });
  await screen.findByRole('tablist', { name: 'Training Dashboard' });
  return rendered;
}

describe('Training Dashboard loading', () => {
  it('shows a spinner while the first data loads, then four tabs', async () => {
    const pending = deferred<unknown>();
    mockApi(baseHandlers({ listTrainingData: () => pending.promise }));
    renderTool(<TrainingDashboard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading training data…');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await act(async () => pending.resolve([]));
    const tabs = within(
      await screen.findByRole('tablist', { name: 'Training Dashboard' }),
    ).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Overview',
      'Training Data',
      'Sessions',
      'Performance',
    ]);
  });

  it('says "Failed to load training data" when that first load fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(
      baseHandlers({
        listTrainingData: () => {
          throw new Error('down');
        },
      }),
    );
    renderTool(<TrainingDashboard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.trainingLoadFailed);
    log.mockRestore();
  });
});

describe('Overview', () => {
  it('shows the totals, the session count and the first five metrics and categories', async () => {
    const categories = ['email', 'code-generation', 'marketing', 'sql', 'blog', 'video'];
    await renderDashboard(null, {
      listTrainingSessions: () => [session(), session(), session()],
      listPerformanceMetrics: () =>
        categories.map((name, i) =>
          performance({ metric_name: 'success_rate', category: name, metric_value: 0.5 + i / 20 }),
        ),
      listTrainingCategories: () => categories.map((name) => category({ name })),
    });
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByText('6')).toBeInTheDocument();
    expect(screen.getByText('61.5%')).toBeInTheDocument();
    expect(await screen.findByText('3')).toBeInTheDocument();
    const recent = await screen.findByRole('list', { name: 'Recent performance' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    // Sorted by category name, each metric and category named for people.
    expect(within(recent).getAllByRole('listitem')[0]).toHaveTextContent(
      /^Success rate · Blog \(.+\)70%$/,
    );
    expect(within(recent).getByText(/Success rate · Code generation/)).toBeInTheDocument();
    const cats = screen.getByRole('list', { name: 'Top categories' });
    expect(within(cats).getAllByRole('listitem')).toHaveLength(5);
    expect(within(cats).getByText('Code generation')).toBeInTheDocument();
    expect(within(cats).queryByText('Video')).not.toBeInTheDocument();
  });

  it('picks measured metrics for Recent performance, never 0-valued placeholders', async () => {
    await renderDashboard(null, {
      listPerformanceMetrics: () => [
        performance({ metric_name: 'p50_latency_ms', metric_value: 0 }),
        performance({ metric_name: 'control', metric_value: 0 }),
        performance({ metric_name: 'baseline_lift', metric_value: 0 }),
        performance({ metric_name: 'success_rate', metric_value: 0.9, sample_size: 0 }),
        performance({ metric_name: 'lift', category: null, metric_value: 0.42 }),
        performance({ metric_name: 'success_rate', category: 'email', metric_value: 0.8 }),
        performance({ metric_name: 'success_rate', category: 'marketing', metric_value: 0 }),
      ],
    });
    const recent = await screen.findByRole('list', { name: 'Recent performance' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Lift · All categories \(.+\)\+42 pts$/),
      expect.stringMatching(/^Success rate · Email \(.+\)80%$/),
    ]);
    expect(within(recent).getByText('+42 pts')).toBeInTheDocument();
    expect(within(recent).getByText('80%')).toBeInTheDocument();
    expect(within(recent).queryByText(/0 ms|latency/i)).not.toBeInTheDocument();
    expect(within(recent).queryByText(/Marketing/)).not.toBeInTheDocument();
  });

  it('says "No data yet" when nothing was measured', async () => {
    await renderDashboard(null, {
      listPerformanceMetrics: () => [
        performance({ metric_name: 'p50_latency_ms', metric_value: 0 }),
      ],
    });
    expect(await screen.findByText(/^No data yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent performance' })).not.toBeInTheDocument();
  });
});

describe('Training Data', () => {
  it('filters by category and difficulty with Apply Filters', async () => {
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    expect(await screen.findByText('write email')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Code' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Code');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'hard');
    expect(callsTo('listTrainingData')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await screen.findByText('write email');
    expect(callsTo('listTrainingData')).toEqual([
      { query: { limit: TRAINING_LIST_LIMIT } },
      { query: { category: 'code', difficulty: 'hard', limit: TRAINING_LIST_LIMIT } },
    ]);
  });

  it('shows rows collapsed to a preview of the input, with Expand and Collapse', async () => {
    const { user } = await renderDashboard(null, {
      listTrainingData: () => [
        trainingItem({
          input_text: 'write a launch email for the new pricing page',
          expected_output: 'Announce the new pricing in three short paragraphs.',
          category: 'customer-support',
          tags: ['launch'],
        }),
      ],
    });
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    const row = (await screen.findAllByRole('listitem')).find((li) =>
      li.textContent?.includes('write a launch email'),
    ) as HTMLElement;
    expect(within(row).getByText('Customer support')).toBeInTheDocument();
    expect(within(row).getByText('#launch')).toBeInTheDocument();
    expect(within(row).queryByText(/Announce the new pricing/)).not.toBeInTheDocument();
    expect(within(row).queryByText(/Success rate/)).not.toBeInTheDocument();

    const expand = within(row).getByRole('button', {
      name: 'Expand example “write a launch email for the new pricing…”',
    });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(expand).toHaveTextContent('Expand');
    await user.click(expand);
    const collapse = within(row).getByRole('button', { name: /^Collapse example/ });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    expect(collapse).toHaveFocus();
    const details = document.getElementById(collapse.getAttribute('aria-controls') ?? '');
    expect(details).toHaveTextContent('Announce the new pricing in three short paragraphs.');
    expect(details).toHaveTextContent('Success rate 75% · used 1 time');

    await user.click(collapse);
    expect(within(row).queryByText(/Announce the new pricing/)).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Expand example/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('loads the next 50 with Load more until a page is short, filtered pages too', async () => {
    const page = (offset: number, size: number) =>
      Array.from({ length: size }, (_, i) => trainingItem({ input_text: `example ${offset + i}` }));
    const { user } = await renderDashboard(null, {
      listTrainingData: ({ query }) => {
        const offset = Number((query as { offset?: number }).offset ?? 0);
        return offset === 0 ? page(0, TRAINING_LIST_LIMIT) : page(offset, 3);
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    const list = await screen.findByRole('list', { name: 'Training data' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(TRAINING_LIST_LIMIT);
    expect(screen.getByText(`Showing ${TRAINING_LIST_LIMIT} examples.`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('example 52')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(TRAINING_LIST_LIMIT + 3);
    expect(screen.getByText(`Showing ${TRAINING_LIST_LIMIT + 3} examples.`)).toBeInTheDocument();
    // Focus moves on to the first new row, where the reading continues.
    expect(within(list).getAllByRole('listitem')[TRAINING_LIST_LIMIT]).toHaveFocus();
    expect(within(list).getAllByRole('listitem')[TRAINING_LIST_LIMIT]).toHaveTextContent(
      `example ${TRAINING_LIST_LIMIT}`,
    );
    // A short page was the last one.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    // Filtered, the pages carry the filters too.
    await screen.findByRole('option', { name: 'Email' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Email');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText(`Showing ${TRAINING_LIST_LIMIT + 3} examples.`);
    expect(callsTo('listTrainingData')).toEqual([
      { query: { limit: TRAINING_LIST_LIMIT } },
      { query: { limit: TRAINING_LIST_LIMIT, offset: TRAINING_LIST_LIMIT } },
      { query: { category: 'email', limit: TRAINING_LIST_LIMIT } },
      { query: { category: 'email', limit: TRAINING_LIST_LIMIT, offset: TRAINING_LIST_LIMIT } },
    ]);
  });

  it('keeps focus in the list when the page after a full one is empty', async () => {
    const { user } = await renderDashboard(null, {
      listTrainingData: ({ query }) =>
        (query as { offset?: number }).offset
          ? []
          : Array.from({ length: TRAINING_LIST_LIMIT }, (_, i) =>
              trainingItem({ input_text: `example ${i}` }),
            ),
    });
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    const list = await screen.findByRole('list', { name: 'Training data' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(TRAINING_LIST_LIMIT);
    expect(rows[TRAINING_LIST_LIMIT - 1]).toHaveFocus();
  });

  it('offers no Load more when the first page is all there is', async () => {
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    await screen.findByText('write email');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('explains that adding and importing need sign-in, with a link to /try', async () => {
    const { user } = await renderDashboard(null);
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    expect(screen.queryByRole('button', { name: 'Add Training Data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV or JSONL' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Adding or importing training data needs a signed-in user/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign in/ })).toHaveAttribute('href', '/try');
  });

  it('limits every field of the modal to what the API accepts', async () => {
    const { user } = await renderDashboard(signedInUser);
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    await user.click(screen.getByRole('button', { name: 'Add Training Data' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Training Data' });
    const limits: Record<string, number> = {
      'Input text *': LIMITS.promptMaxChars,
      'Expected output *': LIMITS.expectedOutputMaxChars,
      'Category *': LIMITS.shortTextMaxChars,
      Subcategory: LIMITS.shortTextMaxChars,
      'Target audience': LIMITS.shortTextMaxChars,
      Context: LIMITS.contextMaxChars,
      Tags: LIMITS.tagsMax * (LIMITS.tagMaxChars + 2),
    };
    for (const [label, max] of Object.entries(limits)) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('maxLength', String(max));
    }
    // No text box of the modal is left without a limit.
    for (const box of within(dialog).getAllByRole('textbox')) {
      expect(box).toHaveAttribute('maxLength');
    }
  });

  it('checks required fields, then adds training data through a modal', async () => {
    const { user } = await renderDashboard(signedInUser, {
      addTrainingData: ({ body }) => trainingItem(body as object),
    });
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    const opener = screen.getByRole('button', { name: 'Add Training Data' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Add Training Data' });
    expect(within(dialog).getByLabelText('Input text *')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Input text *'), 'draft a memo');
    await user.type(within(dialog).getByLabelText('Category *'), 'memo');
    await user.click(within(dialog).getByRole('button', { name: 'Add Training Data' }));
    expect(await screen.findByText(MESSAGES.requiredFields)).toBeInTheDocument();
    expect(callsTo('addTrainingData')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Expected output *'), 'Draft a one-page memo.');
    await user.selectOptions(within(dialog).getByLabelText('Difficulty'), 'hard');
    await user.selectOptions(within(dialog).getByLabelText('Style'), 'technical');
    await user.type(within(dialog).getByLabelText('Tags'), 'work, , memo');
    await user.click(within(dialog).getByRole('button', { name: 'Add Training Data' }));
    expect(await screen.findByText(MESSAGES.trainingDataAdded)).toBeInTheDocument();
    expect(callsTo('addTrainingData')).toEqual([
      {
        body: {
          input_text: 'draft a memo',
          expected_output: 'Draft a one-page memo.',
          category: 'memo',
          difficulty_level: 'hard',
          style: 'technical',
          tags: ['work', 'memo'],
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    // The list is re-read after the write.
    expect(callsTo('listTrainingData').length).toBeGreaterThan(1);
  });

  it("shows the server's error when adding fails", async () => {
    const { ApiError } =
      jest.requireActual<typeof import('@silent/api-client')>('@silent/api-client');
    const { user } = await renderDashboard(signedInUser, {
      addTrainingData: () => {
        throw new ApiError('Sign in to do this', 401, 'http');
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    await user.click(screen.getByRole('button', { name: 'Add Training Data' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Input text *'), 'a');
    await user.type(within(dialog).getByLabelText('Expected output *'), 'b');
    await user.type(within(dialog).getByLabelText('Category *'), 'c');
    await user.click(within(dialog).getByRole('button', { name: 'Add Training Data' }));
    expect(await screen.findByText('Sign in to do this')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes the modal on Escape and keeps Tab inside it', async () => {
    const { user } = await renderDashboard(signedInUser);
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    await user.click(screen.getByRole('button', { name: 'Add Training Data' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const submit = within(dialog).getByRole('button', { name: 'Add Training Data' });
    submit.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('imports a CSV file in one bulk call', async () => {
    const { user } = await renderDashboard(signedInUser, {
      importTrainingData: ({ body }) => ({
        inserted: (body as { items: unknown[] }).items.length,
        items: [],
      }),
    });
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    const file = new File(
      [
        'input_text,expected_output,category,tags\nhi,"Hello, there",greeting,a|b\nbye,Goodbye,greeting,\n',
      ],
      'data.csv',
      { type: 'text/csv' },
    );
    await user.upload(screen.getByLabelText('Training data file'), file);
    expect(await screen.findByText('Imported 2 training examples')).toBeInTheDocument();
    expect(callsTo('importTrainingData')).toEqual([
      {
        body: {
          items: [
            {
              input_text: 'hi',
              expected_output: 'Hello, there',
              category: 'greeting',
              tags: ['a', 'b'],
            },
            { input_text: 'bye', expected_output: 'Goodbye', category: 'greeting' },
          ],
        },
      },
    ]);
  });

  it('rejects an import with a missing required field', async () => {
    const { user } = await renderDashboard(signedInUser);
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    const file = new File(['{"input_text":"hi","category":"x"}\n'], 'data.jsonl');
    await user.upload(screen.getByLabelText('Training data file'), file);
    expect(await screen.findByText(new RegExp(MESSAGES.requiredFields))).toBeInTheDocument();
    expect(callsTo('importTrainingData')).toHaveLength(0);
  });

  it('fails an import with an over-long row before any chunk is sent', async () => {
    const { user } = await renderDashboard(signedInUser);
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    // Three chunks' worth of good rows, then one the API would refuse for its length.
    const good = Array.from(
      { length: LIMITS.bulkTrainingMax * 2 + 10 },
      (_, i) => `p${i},out,email`,
    );
    const tooLong = `${'x'.repeat(LIMITS.promptMaxChars + 1)},out,email`;
    const rows = ['input_text,expected_output,category', ...good, tooLong];
    await user.upload(
      screen.getByLabelText('Training data file'),
      new File([rows.join('\n')], 'data.csv', { type: 'text/csv' }),
    );
    expect(
      await screen.findByText(
        `Row ${rows.length}: input_text must be at most ${LIMITS.promptMaxChars} characters`,
      ),
    ).toBeInTheDocument();
    expect(callsTo('importTrainingData')).toHaveLength(0);
  });

  it('exports the listed training data as CSV and JSONL', async () => {
    const { blobs, restore } = captureDownloads();
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    await screen.findByText('write email');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export JSONL' }));
    expect(await blobs[0]?.text()).toBe(
      '"input_text","expected_output","category","subcategory","difficulty_level","style","length","target_audience","context","tags"\r\n' +
        '"write email","Write a concise, professional email.","email","","medium","","","","",""\r\n',
    );
    expect(JSON.parse((await blobs[1]?.text()) ?? '')).toMatchObject({
      input_text: 'write email',
      category: 'email',
    });
    restore();
  });
});

describe('Sessions', () => {
  it('shows status badges and a progress bar for running sessions', async () => {
    const { user } = await renderDashboard(null, {
      listTrainingSessions: () => [
        session({ session_name: 'Done', status: 'completed' }),
        session({
          session_name: 'Running',
          status: 'in_progress',
          progress_done: 3,
          progress_total: 12,
        }),
        session({
          session_name: 'Broken',
          status: 'failed',
          failure_reason: 'No training data in the chosen categories',
        }),
        session({ session_name: 'Queued', status: 'pending', progress_done: 0, progress_total: 0 }),
      ],
    });
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    const card = (name: string) => screen.getByRole('listitem', { name });
    expect(within(card('Done')).getByText('completed')).toHaveAttribute('data-tone', 'success');
    expect(within(card('Done')).getByText('✓')).toBeInTheDocument();
    expect(within(card('Running')).getByText('in progress')).toHaveAttribute('data-tone', 'info');
    expect(within(card('Running')).getByText('▶')).toBeInTheDocument();
    expect(within(card('Broken')).getByText('failed')).toHaveAttribute('data-tone', 'danger');
    expect(within(card('Broken')).getByText('✕')).toBeInTheDocument();
    expect(
      within(card('Broken')).getByText(/No training data in the chosen categories/),
    ).toBeInTheDocument();
    expect(within(card('Queued')).getByText('pending')).toHaveAttribute('data-tone', 'neutral');

    const bar = within(card('Running')).getByRole('progressbar', { name: '3 of 12 items (25%)' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '12');
    expect(
      within(card('Queued')).getByRole('progressbar', { name: 'Waiting to start…' }),
    ).toBeInTheDocument();
    expect(within(card('Done')).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says how long a session took in human words and names its categories', async () => {
    const { user } = await renderDashboard(null, {
      listTrainingSessions: () => [
        session({
          session_name: 'Quick',
          duration_minutes: 0.05,
          categories: ['email', 'code-generation'],
        }),
        session({ session_name: 'Long', duration_minutes: 125 / 60 }),
        session({ session_name: 'Queued', status: 'pending', duration_minutes: null }),
      ],
    });
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    const fact = (name: string, label: string) =>
      within(screen.getByRole('listitem', { name })).getByText(label).nextElementSibling;
    expect(fact('Quick', 'Duration')).toHaveTextContent(/^3 s$/);
    expect(fact('Long', 'Duration')).toHaveTextContent(/^2 min 5 s$/);
    expect(fact('Queued', 'Duration')).toHaveTextContent(/^—$/);
    expect(fact('Quick', 'Categories')).toHaveTextContent(/^Email, Code generation$/);
    expect(screen.queryByText(/\d\.\d\d min/)).not.toBeInTheDocument();
  });

  it('polls only while a session is pending or in progress', () => {
    const { refetchInterval } = trainingSessionsQueryOptions();
    const at = (data: unknown) =>
      (refetchInterval as (q: { state: { data: unknown } }) => number | false)({ state: { data } });
    expect(at([session({ status: 'in_progress' })])).toBe(SESSION_POLL_MS);
    expect(at([session({ status: 'completed' }), session({ status: 'pending' })])).toBe(
      SESSION_POLL_MS,
    );
    expect(at([session({ status: 'completed' }), session({ status: 'failed' })])).toBe(false);
    expect(at(undefined)).toBe(false);
  });

  it('explains that creating a session needs sign-in', async () => {
    const { user } = await renderDashboard(null);
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    expect(screen.queryByRole('button', { name: 'Create Session' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Sign in to create a training session' }),
    ).toHaveAttribute('href', '/try');
  });

  it('explains that adding or importing training data needs sign-in, in plain words', async () => {
    const { user } = await renderDashboard(null);
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    expect(
      screen.getByRole('link', { name: 'Sign in to add or import training data' }),
    ).toHaveAttribute('href', '/try');
    expect(screen.queryByText(/Sign in to adding/)).not.toBeInTheDocument();
  });

  it('checks name and categories, then creates a session with gpt-4 by default', async () => {
    const { user } = await renderDashboard(signedInUser, {
      createTrainingSession: () => session({ status: 'pending' }),
    });
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    await user.click(screen.getByRole('button', { name: 'Create Session' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Training Session' });
    expect(within(dialog).getByLabelText('Model version')).toHaveValue('gpt-4');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['gpt-4', 'gpt-3.5-turbo']);

    expect(within(dialog).getByLabelText('Session name *')).toHaveAttribute(
      'maxLength',
      String(LIMITS.shortTextMaxChars),
    );
    expect(within(dialog).getByLabelText('Description')).toHaveAttribute(
      'maxLength',
      String(LIMITS.contextMaxChars),
    );
    await user.type(within(dialog).getByLabelText('Session name *'), 'Nightly');
    await user.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    expect(await screen.findByText(MESSAGES.requiredFields)).toBeInTheDocument();

    await user.click(await within(dialog).findByRole('checkbox', { name: /Email/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Code/ }));
    await user.selectOptions(within(dialog).getByLabelText('Model version'), 'gpt-3.5-turbo');
    await user.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    expect(await screen.findByText(MESSAGES.trainingSessionCreated)).toBeInTheDocument();
    expect(callsTo('createTrainingSession')).toEqual([
      {
        body: {
          sessionName: 'Nightly',
          categories: ['email', 'code'],
          modelVersion: 'gpt-3.5-turbo',
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Performance', () => {
  it('shows the key metrics per category, a chart from two points, the rest in the full table', async () => {
    const { user } = await renderDashboard(null, {
      listPerformanceMetrics: () => [
        performance({
          metric_name: 'success_rate',
          metric_value: 0.8,
          recorded_at: '2025-03-02T10:00:00.000Z',
        }),
        performance({
          metric_name: 'success_rate',
          metric_value: 0.6,
          recorded_at: '2025-03-01T10:00:00.000Z',
        }),
        performance({
          metric_name: 'p50_latency_ms',
          metric_value: 120,
          recorded_at: '2025-03-01T10:00:00.000Z',
        }),
        performance({ metric_name: 'control', metric_value: 0.1 }),
      ],
    });
    await user.click(screen.getByRole('tab', { name: 'Performance' }));
    const email = await screen.findByRole('listitem', { name: 'Email' });
    expect(
      within(email).getByRole('img', {
        name: 'Success rate · Email: 2 measurements, from 60% to 80%',
      }),
    ).toBeInTheDocument();
    // One point is a plain figure, with its unit once: "P50 latency · 120 ms".
    expect(within(email).getByText('P50 latency')).toBeInTheDocument();
    expect(within(email).getByText('120 ms')).toBeInTheDocument();
    expect(within(email).getAllByRole('img')).toHaveLength(1);
    expect(within(email).queryByText(/Control/)).not.toBeInTheDocument();
    expect(screen.queryByText('No data yet')).not.toBeInTheDocument();

    await user.click(screen.getByText('All recorded metrics (4)'));
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[1] as HTMLElement).getByText('80%')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Email')).toBeInTheDocument();
    expect(rows[1]?.querySelector('time')).toHaveAttribute('datetime', '2025-03-02T10:00:00.000Z');
    expect(within(table).getByText('Control agreement')).toBeInTheDocument();
  });

  it('sorts the categories, all categories first, and says "No data yet" for untimed latency', async () => {
    const { user } = await renderDashboard(null, {
      listPerformanceMetrics: () => [
        performance({ metric_name: 'success_rate', category: 'marketing', metric_value: 0.5 }),
        performance({ metric_name: 'p50_latency_ms', category: 'marketing', metric_value: 0 }),
        performance({ metric_name: 'lift', category: 'code-generation', metric_value: 0.3 }),
        performance({ metric_name: 'success_rate', category: null, metric_value: 0.7 }),
      ],
    });
    await user.click(screen.getByRole('tab', { name: 'Performance' }));
    const cards = within(await screen.findByRole('list', { name: 'Key metrics' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'All categories',
      'Code generation',
      'Marketing',
    ]);
    expect(within(cards[1] as HTMLElement).getByText('+30 pts')).toBeInTheDocument();
    expect(screen.queryByText(/0 ms/)).not.toBeInTheDocument();
    expect(
      screen.getByText('P50 latency', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('No data yet');
  });
});
