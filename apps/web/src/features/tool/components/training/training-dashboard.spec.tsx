import { LIMITS, MESSAGES, TRAINING_LIST_LIMIT } from '@silent/contracts';
import { act, screen, within } from '@testing-library/react';
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
    await renderDashboard(null, {
      listTrainingSessions: () => [session(), session(), session()],
      listPerformanceMetrics: () =>
        Array.from({ length: 7 }, (_, i) =>
          performance({ metric_name: `metric_${i}`, metric_value: 0.5 }),
        ),
      listTrainingCategories: () =>
        Array.from({ length: 6 }, (_, i) => category({ name: `cat-${i}` })),
    });
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByText('6')).toBeInTheDocument();
    expect(screen.getByText('61.5%')).toBeInTheDocument();
    expect(await screen.findByText('3')).toBeInTheDocument();
    const recent = await screen.findByRole('list', { name: 'Recent performance' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    expect(within(recent).getByText(/Metric 0/)).toBeInTheDocument();
    const cats = screen.getByRole('list', { name: 'Top categories' });
    expect(within(cats).getAllByRole('listitem')).toHaveLength(5);
    expect(within(cats).queryByText('cat-5')).not.toBeInTheDocument();
  });
});

describe('Training Data', () => {
  it('filters by category and difficulty with Apply Filters', async () => {
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    expect(await screen.findByText('write email')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'code' });
    await user.selectOptions(screen.getByLabelText('Category'), 'code');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'hard');
    expect(callsTo('listTrainingData')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await screen.findByText('write email');
    expect(callsTo('listTrainingData')).toEqual([
      { query: { limit: TRAINING_LIST_LIMIT } },
      { query: { category: 'code', difficulty: 'hard', limit: TRAINING_LIST_LIMIT } },
    ]);
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

    await user.click(await within(dialog).findByRole('checkbox', { name: /email/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /code/ }));
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
  it('lists metrics with their recorded date and draws a chart per metric', async () => {
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
          metric_name: 'p50_latency',
          metric_value: 12,
          recorded_at: '2025-03-01T10:00:00.000Z',
        }),
      ],
    });
    await user.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(
      await screen.findByRole('img', {
        name: 'Success rate · email: 2 measurements, from 60% to 80%',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'P50 latency · email: one measurement, 12 ms' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByText('80%')).toBeInTheDocument();
    expect(rows[1]?.querySelector('time')).toHaveAttribute('datetime', '2025-03-02T10:00:00.000Z');
  });
});
