// Own rows and shared rows in the Training Dashboard: the Shared badge, Edit and Delete on the
// user's own examples, Cancel and Delete on their sessions, Retrain when a result is out of
// date, and an admin's review-then-promote.
import { MESSAGES } from '@silent/contracts';
import { screen, within } from '@testing-library/react';
import {
  category,
  promotable,
  resultSummary,
  session,
  trainingItem,
  trainingResult,
} from '../../testing/fixtures';
import {
  callsTo,
  expectFailureToast,
  failureCases,
  mockApi,
  renderTool,
  signedInUser,
  type Handler,
} from '../../testing/render';
import { TrainingDashboard } from './training-dashboard';

jest.mock('../../../../lib/api-client', () => ({ api: { call: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

const own = trainingItem({
  input_text: 'write my launch email',
  expected_output: 'Mine: a launch email.',
  category: 'launches',
  tags: ['mine'],
  shared: false,
  can_edit: true,
});
const shared = trainingItem({ input_text: 'a shared example' });

const asAdmin = { getViewer: () => ({ kind: 'admin', userId: signedInUser?.id }) };

async function renderAs(user: typeof signedInUser, over: Record<string, Handler> = {}) {
  mockApi({
    listTrainingData: () => [own, shared],
    listTrainingCategories: () => [category({ name: 'launches', shared: false, own_count: 1 })],
    listTrainingSessions: () => [],
    getTrainingMetrics: () => ({ totalTrainingData: 2, categoriesCount: 1, averageSuccessRate: 0 }),
    listPerformanceMetrics: () => [],
    // Not an admin unless a spec says so: the API decides.
    getViewer: () => ({ kind: 'user', userId: signedInUser?.id }),
    ...over,
  });
  const rendered = renderTool(<TrainingDashboard />, { user });
  await screen.findByRole('tablist', { name: 'Training Dashboard' });
  return rendered;
}

const rowOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('Training Data: own and shared rows', () => {
  it('marks shared rows and offers Edit and Delete on the own ones only', async () => {
    const { user } = await renderAs(signedInUser);
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    await screen.findByText('write my launch email');
    const mine = rowOf('write my launch email');
    const theirs = rowOf('a shared example');
    expect(within(theirs).getByText('Shared')).toBeInTheDocument();
    expect(within(mine).queryByText('Shared')).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(
      within(mine).getByRole('button', { name: 'Edit example “write my launch email”' }),
    ).toBeInTheDocument();
    expect(
      within(mine).getByRole('button', { name: 'Delete example “write my launch email”' }),
    ).toBeInTheDocument();
  });

  it('edits an own example in a modal filled with it, and clears emptied fields', async () => {
    const { user } = await renderAs(signedInUser, {
      updateTrainingData: ({ body }) => ({ ...own, ...(body as object) }),
    });
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    await screen.findByText('write my launch email');
    const edit = screen.getByRole('button', { name: /^Edit example/ });
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'Edit Training Data' });
    const expected = within(dialog).getByLabelText('Expected output *');
    expect(expected).toHaveValue('Mine: a launch email.');
    expect(within(dialog).getByLabelText('Tags')).toHaveValue('mine');
    await user.clear(expected);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.requiredFields)).toBeInTheDocument();
    expect(callsTo('updateTrainingData')).toEqual([]);

    await user.type(expected, 'Mine, edited.');
    await user.clear(within(dialog).getByLabelText('Tags'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.trainingDataUpdated)).toBeInTheDocument();
    expect(callsTo('updateTrainingData')).toEqual([
      {
        params: { id: own.id },
        body: {
          input_text: 'write my launch email',
          expected_output: 'Mine, edited.',
          category: 'launches',
          difficulty_level: 'medium',
          subcategory: null,
          style: null,
          length: null,
          target_audience: null,
          context: null,
          tags: [],
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
  });

  it("shows the server's refusal when an edit fails", async () => {
    const { ApiError } =
      jest.requireActual<typeof import('@silent/api-client')>('@silent/api-client');
    const { user } = await renderAs(signedInUser, {
      updateTrainingData: () => {
        throw new ApiError(MESSAGES.sharedReadOnly, 403, 'http');
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    await user.click(await screen.findByRole('button', { name: /^Edit example/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.sharedReadOnly)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks before deleting, then says which training is now out of date', async () => {
    const { user } = await renderAs(signedInUser, {
      deleteTrainingData: () => ({
        id: own.id,
        out_of_date: [resultSummary({ category: 'launches', out_of_date: true })],
      }),
    });
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    await user.click(await screen.findByRole('button', { name: /^Delete example/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this training example?' });
    expect(dialog).toHaveAccessibleDescription(/is removed for good/);
    // Focus starts on Cancel: Enter alone never deletes.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(callsTo('deleteTrainingData')).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Delete example/ }));
    await user.click(screen.getByRole('button', { name: 'Delete example' }));
    expect(await screen.findByText(MESSAGES.trainingDataDeleted)).toBeInTheDocument();
    expect(
      await screen.findByText(/Your training for “Launches”.*out of date/),
    ).toBeInTheDocument();
    expect(callsTo('deleteTrainingData')).toEqual([{ params: { id: own.id } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Training Data: failed deletes', () => {
  it.each(
    failureCases(
      'deleteTrainingData',
      { status: 404, error: MESSAGES.trainingDataNotFound },
      MESSAGES.trainingDataDeleteFailed,
    ),
  )('says what went wrong when the API answers $answer', async ({ handler, shown }) => {
    const { user } = await renderAs(signedInUser, { deleteTrainingData: handler });
    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    await user.click(await screen.findByRole('button', { name: /^Delete example/ }));
    await user.click(screen.getByRole('button', { name: 'Delete example' }));
    await expectFailureToast(shown, MESSAGES.trainingDataDeleted);
    expect(callsTo('deleteTrainingData')).toEqual([{ params: { id: own.id } }]);
    expect(screen.getByText('write my launch email')).toBeInTheDocument();
  });
});

describe('Sessions: own and shared', () => {
  const running = session({
    session_name: 'My running session',
    status: 'in_progress',
    progress_done: 2,
    progress_total: 10,
    shared: false,
    can_edit: true,
  });
  const stale = session({
    session_name: 'My stale session',
    categories: ['launches'],
    shared: false,
    can_edit: true,
    results: [resultSummary({ category: 'launches', out_of_date: true })],
  });
  const sharedSession = session({ session_name: 'The shared session' });

  it('offers Cancel and Delete on own sessions, none on shared ones', async () => {
    const { user } = await renderAs(signedInUser, {
      listTrainingSessions: () => [running, stale, sharedSession],
      cancelTrainingSession: () => ({ ...running, status: 'cancelled' }),
      deleteTrainingSession: ({ params }) => ({ id: params?.id }),
    });
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    const card = (name: string) => screen.getByRole('listitem', { name });
    expect(within(card('The shared session')).getByText('Shared')).toBeInTheDocument();
    expect(within(card('The shared session')).queryByRole('button')).toBeNull();

    await user.click(
      within(card('My running session')).getByRole('button', { name: 'Cancel My running session' }),
    );
    expect(await screen.findByText(MESSAGES.trainingSessionCancelled)).toBeInTheDocument();
    expect(callsTo('cancelTrainingSession')).toEqual([{ params: { id: running.id } }]);

    await user.click(
      within(card('My running session')).getByRole('button', { name: 'Delete My running session' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this training session?' });
    expect(dialog).toHaveAccessibleDescription(/It is still running: it is cancelled first/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete session' }));
    expect(await screen.findByText(MESSAGES.trainingSessionDeleted)).toBeInTheDocument();
    expect(callsTo('deleteTrainingSession')).toEqual([{ params: { id: running.id } }]);
  });

  it.each(
    failureCases(
      'deleteTrainingSession',
      { status: 404, error: MESSAGES.sessionNotFound },
      MESSAGES.trainingSessionDeleteFailed,
    ),
  )(
    'says why a session was not deleted when the API answers $answer',
    async ({ handler, shown }) => {
      const { user } = await renderAs(signedInUser, {
        listTrainingSessions: () => [running],
        deleteTrainingSession: handler,
      });
      await user.click(screen.getByRole('tab', { name: 'Sessions' }));
      await user.click(await screen.findByRole('button', { name: 'Delete My running session' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete this training session?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete session' }));
      await expectFailureToast(shown, MESSAGES.trainingSessionDeleted);
      expect(callsTo('deleteTrainingSession')).toEqual([{ params: { id: running.id } }]);
    },
  );

  it('says when a result is out of date and retrains its categories', async () => {
    const { user } = await renderAs(signedInUser, {
      listTrainingSessions: () => [stale],
      createTrainingSession: () => session({ status: 'pending' }),
    });
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    const card = screen.getByRole('listitem', { name: 'My stale session' });
    expect(within(card).getByText('Out of date')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(MESSAGES.resultOutOfDate);
    await user.click(within(card).getByRole('button', { name: 'Retrain' }));
    expect(await screen.findByText(MESSAGES.trainingSessionCreated)).toBeInTheDocument();
    expect(callsTo('createTrainingSession')).toEqual([
      {
        body: {
          sessionName: 'Retrain: My stale session',
          categories: ['launches'],
          modelVersion: 'gpt-4',
        },
      },
    ]);
  });

  it('shows an owner what a session learned', async () => {
    const result = trainingResult({
      category: 'launches',
      exemplars: [{ id: own.id, input: 'write my launch email', output: 'Mine: a launch email.' }],
      baseline_success_rate: 0.25,
      success_rate: 0.75,
    });
    const { user } = await renderAs(signedInUser, {
      listTrainingSessions: () => [stale],
      listTrainingSessionResults: () => [result],
    });
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    await user.click(screen.getByRole('button', { name: 'View results of My stale session' }));
    const dialog = screen.getByRole('dialog', { name: 'What “My stale session” learned' });
    expect(await within(dialog).findByText('Mine: a launch email.')).toBeInTheDocument();
    expect(within(dialog).getByText('25%')).toBeInTheDocument();
    expect(within(dialog).getByText('75%')).toBeInTheDocument();
  });

  it('shows held-out figures with their control, the learned style and one example', async () => {
    const result = trainingResult({
      category: 'finance-proposals',
      status: 'not_improved',
      before: { score: 0.06, control: 0.01, lift: 0.05, successRate: 0 },
      after: { score: 0.61, control: 0.03, lift: 0.58, successRate: 1 },
      learned: {
        task: 'general',
        role: 'You are a financial analyst.',
        rules: ['Amounts in EUR with two decimals.'],
      },
      example: {
        input: 'write a budget proposal for the website redesign',
        before: 'Write a budget proposal.',
        after: 'You are a financial analyst.\n- Amounts in EUR with two decimals.',
      },
    });
    const { user } = await renderAs(signedInUser, {
      listTrainingSessions: () => [stale],
      listTrainingSessionResults: () => [result],
    });
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    await user.click(screen.getByRole('button', { name: 'View results of My stale session' }));
    const dialog = screen.getByRole('dialog', { name: 'What “My stale session” learned' });
    const table = await within(dialog).findByRole('table', {
      name: 'On held-out examples (0–100)',
    });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(row(/^Agreement/)).toHaveTextContent('Agreement with the expected output661');
    expect(row(/^Control/)).toHaveTextContent('13');
    expect(row(/^Lift/)).toHaveTextContent('558');
    const learned = within(dialog).getByRole('list', { name: 'Learned house style' });
    expect(within(learned).getByText('Role: You are a financial analyst.')).toBeInTheDocument();
    expect(within(learned).getByText('Amounts in EUR with two decimals.')).toBeInTheDocument();
    expect(within(dialog).getByText(/website redesign/)).toBeInTheDocument();
    expect(
      within(dialog).getByText('No improvement: the result in effect was kept'),
    ).toBeInTheDocument();
  });
});

describe('Admin: promote a user session to shared', () => {
  const entry = promotable({
    session: session({
      session_name: "Grace's support replies",
      categories: ['support'],
      shared: false,
      baseline_success_rate: 0.2,
      success_rate: 0.6,
      results: [resultSummary({ category: 'support' })],
    }),
    owner_email: 'grace@example.com',
  });
  const toReview: Record<string, Handler> = {
    ...asAdmin,
    listPromotableSessions: () => [entry],
    listTrainingSessionResults: () => [
      trainingResult({
        category: 'support',
        exemplars: [{ id: own.id, input: 'reply to a refund', output: 'Refund reply steps.' }],
        baseline_success_rate: 0.2,
        success_rate: 0.6,
      }),
    ],
  };

  it('reviews the figures and examples, then promotes', async () => {
    const { user } = await renderAs(signedInUser, {
      ...toReview,
      promoteTrainingSession: () => [trainingResult({ category: 'support', shared: true })],
    });
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    const review = await screen.findByRole('list', { name: 'Sessions to review' });
    expect(within(review).getByText(/grace@example.com · Support · 20% → 60%/)).toBeInTheDocument();
    await user.click(
      within(review).getByRole('button', { name: "Review Grace's support replies" }),
    );
    const dialog = screen.getByRole('dialog', { name: "What “Grace's support replies” learned" });
    expect(dialog).toHaveAccessibleDescription(/A session of grace@example.com/);
    expect(await within(dialog).findByText('Refund reply steps.')).toBeInTheDocument();
    expect(within(dialog).getByText('20%')).toBeInTheDocument();
    expect(within(dialog).getByText('60%')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Promote to shared' }));
    expect(await screen.findByText(MESSAGES.trainingSessionPromoted)).toBeInTheDocument();
    expect(callsTo('promoteTrainingSession')).toEqual([{ params: { id: entry.session.id } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(
    failureCases(
      'promoteTrainingSession',
      { status: 409, error: MESSAGES.sessionAlreadyShared },
      MESSAGES.trainingSessionPromoteFailed,
    ),
  )('says why a promotion failed when the API answers $answer', async ({ handler, shown }) => {
    const { user } = await renderAs(signedInUser, {
      ...toReview,
      promoteTrainingSession: handler,
    });
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    const review = await screen.findByRole('list', { name: 'Sessions to review' });
    await user.click(
      within(review).getByRole('button', { name: "Review Grace's support replies" }),
    );
    const dialog = screen.getByRole('dialog', { name: "What “Grace's support replies” learned" });
    expect(await within(dialog).findByText('Refund reply steps.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Promote to shared' }));
    await expectFailureToast(shown, MESSAGES.trainingSessionPromoted);
    expect(callsTo('promoteTrainingSession')).toEqual([{ params: { id: entry.session.id } }]);
  });

  it('is not shown to users the API does not know as admins', async () => {
    const { user } = await renderAs(signedInUser);
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    await screen.findByRole('button', { name: 'Create Session' });
    expect(screen.queryByText(/sessions to review/i)).not.toBeInTheDocument();
    expect(callsTo('listPromotableSessions')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(
      screen.queryByRole('checkbox', { name: 'Train the shared set' }),
    ).not.toBeInTheDocument();
  });

  it('lets an admin train the shared set', async () => {
    const { user } = await renderAs(signedInUser, {
      ...asAdmin,
      listPromotableSessions: () => [],
      createTrainingSession: () => session({ status: 'pending' }),
    });
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    await screen.findByText(/sessions to review/i);
    await user.click(screen.getByRole('button', { name: 'Create Session' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Training Session' });
    await user.type(within(dialog).getByLabelText('Session name *'), 'Shared tuning');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Launches/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Train the shared set' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    expect(await screen.findByText(MESSAGES.trainingSessionCreated)).toBeInTheDocument();
    expect(callsTo('createTrainingSession')).toEqual([
      {
        body: {
          sessionName: 'Shared tuning',
          categories: ['launches'],
          modelVersion: 'gpt-4',
          shared: true,
        },
      },
    ]);
  });
});
