import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AuthContext } from '../../../lib/auth-context';
import { resetToolWork } from '../stores/tool-work';
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

jest.mock('../../../lib/api-client', () => ({
  api: { call: jest.fn(), streamEnhance: jest.fn() },
}));

beforeEach(() => {
  resetToolWork();
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
  it('has four tabs and no axe violations on any tab or sub-tab', async () => {
    const { user } = renderTool(
      <main>
        <ToolPage />
      </main>,
      { user: signedInUser },
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('tablist')[0]?.querySelectorAll('[role="tab"]').length).toBe(4);

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
    await screen.findByRole('checkbox', { name: /Email/ });
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

  it("keeps every tab's work across tab switches and a reload, and opens the tab the URL names", async () => {
    mockApi({
      enhancePrompt: () => enhancement({ enhancedPrompt: 'An enhanced email prompt' }),
      batchEnhance: () => batchResult(['first batch prompt']),
      generateVariations: () => ({
        variations: ['Variant one', 'Variant two', 'Variant three'],
        details: [],
        model: 'silent-offline-1',
      }),
      listTemplates: () => [],
      getAnalytics: () => analytics(),
      getViewer: () => ({ kind: 'anonymous' }),
      listHistory: () => ({ total: 0, entries: [] }),
    });
    let location = '';
    function Address() {
      const here = useLocation();
      location = `${here.pathname}${here.search}`;
      return null;
    }
    const page = (
      <main>
        <ToolPage />
        <Address />
      </main>
    );
    const first = renderTool(page, { route: '/silent' });
    const { user } = first;
    await user.type(screen.getByRole('textbox', { name: 'Original prompt' }), 'write an email');
    await user.click(screen.getByRole('button', { name: 'Enhance Prompt' }));
    expect(await screen.findByText('An enhanced email prompt')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Advanced Dashboard' }));
    expect(location).toBe('/silent?tab=advanced');
    await user.type(screen.getByRole('textbox', { name: 'Prompt 1' }), 'first batch prompt');
    await user.click(screen.getByRole('button', { name: 'Enhance All' }));
    expect(await screen.findByText('Enhanced: first batch prompt')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Variations' }));
    expect(location).toBe('/silent?tab=advanced&view=variations');
    await user.type(screen.getByLabelText('Prompt'), 'a poem');
    await user.click(screen.getByRole('button', { name: 'Generate Variations' }));
    expect(await screen.findByText('Variant two')).toBeInTheDocument();

    // Back on Basic, the result is still there.
    await user.click(screen.getByRole('tab', { name: 'Basic Enhancer' }));
    expect(location).toBe('/silent?tab=basic');
    expect(screen.getByText('An enhanced email prompt')).toBeInTheDocument();

    // A reload at the variations address opens Variations with its prompt and results...
    first.unmount();
    renderTool(page, { route: '/silent?tab=advanced&view=variations' });
    expect(screen.getByRole('tab', { name: 'Variations' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Prompt')).toHaveValue('a poem');
    expect(screen.getByText('Variant two')).toBeInTheDocument();
    // ...and the other tabs kept theirs.
    await user.click(screen.getByRole('tab', { name: 'Batch Processing' }));
    expect(screen.getByText('Enhanced: first batch prompt')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Basic Enhancer' }));
    expect(screen.getByRole('textbox', { name: 'Original prompt' })).toHaveValue('write an email');
    expect(screen.getByText('An enhanced email prompt')).toBeInTheDocument();
    expect(Object.keys(window.sessionStorage)).toEqual(
      expect.arrayContaining(['silent-tool:enhancer', 'silent-tool:batch', 'silent-tool:advanced']),
    );
    // Many steps through three tabs: room for a busy machine.
  }, 20_000);

  it('drops the kept work when the signed-in person signs out', async () => {
    mockApi({
      enhancePrompt: () => enhancement({ enhancedPrompt: 'An enhanced email prompt' }),
      getViewer: () => ({ kind: 'user', userId: 'u1' }),
      listHistory: () => ({ total: 0, entries: [] }),
    });
    function SignOutHere() {
      const [viewer, setViewer] = useState(signedInUser);
      return (
        <AuthContext.Provider
          value={{ user: viewer, session: null, loading: false, signOut: async () => undefined }}
        >
          <button onClick={() => setViewer(null)}>Sign out here</button>
          <ToolPage />
        </AuthContext.Provider>
      );
    }
    const { user } = renderTool(<SignOutHere />);
    await user.type(screen.getByRole('textbox', { name: 'Original prompt' }), 'write an email');
    await user.click(screen.getByRole('button', { name: 'Enhance Prompt' }));
    expect(await screen.findByText('An enhanced email prompt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out here' }));
    await waitFor(() =>
      expect(screen.queryByText('An enhanced email prompt')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: 'Original prompt' })).toHaveValue('');
  });
});
