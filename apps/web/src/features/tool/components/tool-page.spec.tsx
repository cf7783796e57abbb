import axe from 'axe-core';
import { screen } from '@testing-library/react';
import { useBatchStore } from '../stores/batch-store';
import { useEnhancerStore } from '../stores/enhancer-store';
import {
  analytics,
  batchResult,
  category,
  enhancement,
  historyEntry,
  performance,
  promotable,
  resultSummary,
  session,
  template,
  trainingItem,
  trainingResult,
} from '../testing/fixtures';
import { mockApi, renderTool, signedInUser } from '../testing/render';
import { ToolPage } from './tool-page';

jest.mock('../../../lib/api-client', () => ({ api: { call: jest.fn() } }));

beforeEach(() => {
  useEnhancerStore.getState().reset();
  useBatchStore.getState().reset();
  mockApi({
    enhancePrompt: () => enhancement(),
    batchEnhance: () => batchResult(['a']),
    listTemplates: () => [template()],
    getAnalytics: () => analytics(),
    // Shared rows and the user's own, so Edit, Delete, Cancel and the out-of-date notice show.
    listTrainingData: () => [
      trainingItem(),
      trainingItem({ input_text: 'my own', shared: false, can_edit: true }),
    ],
    listTrainingCategories: () => [category()],
    listTrainingSessions: () => [
      session(),
      session({ status: 'in_progress', progress_done: 1, shared: false, can_edit: true }),
      session({
        session_name: 'Mine',
        shared: false,
        can_edit: true,
        results: [resultSummary({ out_of_date: true })],
      }),
    ],
    listTrainingSessionResults: () => [trainingResult()],
    // An admin, with a user's session to review.
    getViewer: () => ({ kind: 'admin', userId: 'u1' }),
    listPromotableSessions: () => [promotable()],
    listHistory: () => ({ total: 1, entries: [historyEntry()] }),
    getTrainingMetrics: () => ({
      totalTrainingData: 1,
      categoriesCount: 1,
      averageSuccessRate: 0.5,
    }),
    listPerformanceMetrics: () => [performance()],
  });
});

// Colour contrast needs real layout, so it is checked in the browser (e2e); the rest runs here.
async function expectNoViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
  ).toEqual([]);
}

describe('ToolPage', () => {
  it('has three tabs and no axe violations on any tab or sub-tab', async () => {
    const { user } = renderTool(
      <main>
        <ToolPage />
      </main>,
      { user: signedInUser },
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('tablist')[0]?.querySelectorAll('[role="tab"]').length).toBe(3);

    await user.type(screen.getByLabelText('Original prompt'), 'write an email');
    await user.click(screen.getByRole('button', { name: 'Show advanced options' }));
    await user.click(screen.getByRole('button', { name: 'Enhance Prompt' }));
    await screen.findByRole('article', { name: 'Enhanced prompt' });
    await expectNoViolations();

    await user.click(screen.getByRole('tab', { name: 'Advanced Dashboard' }));
    await user.type(screen.getByLabelText('Prompt 1'), 'a');
    await user.click(screen.getByRole('button', { name: 'Enhance All' }));
    await screen.findByRole('region', { name: 'Batch results' });
    await expectNoViolations();
    for (const name of ['Templates', 'Variations', 'Analytics']) {
      await user.click(screen.getByRole('tab', { name }));
      await expectNoViolations();
    }
    await screen.findByRole('list', { name: 'Model usage' });
    await expectNoViolations();

    await user.click(screen.getByRole('tab', { name: 'Training Dashboard' }));
    await screen.findByRole('tab', { name: 'Overview' });
    for (const name of ['Overview', 'Training Data', 'Sessions', 'Performance']) {
      await user.click(screen.getByRole('tab', { name }));
      await expectNoViolations();
    }
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    await user.click(screen.getByRole('button', { name: 'Create Session' }));
    await screen.findByRole('checkbox', { name: /email/ });
    await expectNoViolations();
    await user.keyboard('{Escape}');

    // The admin's review of a user's session, with its examples and figures.
    await user.click(await screen.findByRole('button', { name: /^Review / }));
    await screen.findByText('Write a concise, professional email.');
    await expectNoViolations();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Delete Mine' }));
    await screen.findByRole('dialog', { name: 'Delete this training session?' });
    await expectNoViolations();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Show history' }));
    await screen.findByRole('list', { name: 'Your history' });
    await expectNoViolations();
    await user.click(screen.getByRole('button', { name: /^Open “/ }));
    await screen.findByRole('dialog', { name: 'Single enhancement' });
    await expectNoViolations();
  }, 30_000);
});
