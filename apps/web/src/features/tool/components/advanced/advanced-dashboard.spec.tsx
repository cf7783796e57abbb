import { LIMITS, MESSAGES, missingVariablesMessage } from '@silent/contracts';
import { endpointExamples } from '@silent/contracts/testing';
import { act, screen, within } from '@testing-library/react';
import { captureDownloads } from '../../../../testing/downloads';
import { useBatchStore } from '../../stores/batch-store';
import { resetToolWork } from '../../stores/tool-work';
import { analytics, batchResult, template } from '../../testing/fixtures';
import { callsTo, deferred, mockApi, renderTool, signedInUser } from '../../testing/render';
import { AdvancedDashboard } from './advanced-dashboard';

jest.mock('../../../../lib/api-client', () => ({ api: { call: jest.fn() } }));

beforeEach(() => {
  resetToolWork();
  jest.clearAllMocks();
});

const textareas = () => screen.getAllByRole('textbox', { name: /^Prompt \d+$/ });

describe('Advanced Dashboard tabs', () => {
  it('has four tabs reachable with arrow keys, Home and End', async () => {
    mockApi({ listTemplates: () => [], getAnalytics: () => analytics() });
    const { user } = renderTool(<AdvancedDashboard />);
    const tabs = within(screen.getByRole('tablist', { name: 'Advanced Dashboard' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Batch Processing',
      'Templates',
      'Variations',
      'Analytics',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');

    await user.click(tabs[0] as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Templates' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Templates');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Batch Processing' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Batch Processing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe('Batch Processing', () => {
  it('limits every prompt to what the API accepts', async () => {
    mockApi({});
    const { user } = renderTool(<AdvancedDashboard />);
    await user.click(screen.getByRole('button', { name: 'Add prompt' }));
    for (const box of textareas()) {
      expect(box).toHaveAttribute('maxLength', String(LIMITS.promptMaxChars));
    }
  });

  it('never removes the last textarea', async () => {
    mockApi({});
    const { user } = renderTool(<AdvancedDashboard />);
    expect(textareas()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove prompt 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add prompt' }));
    await user.click(screen.getByRole('button', { name: 'Add prompt' }));
    expect(textareas()).toHaveLength(3);
    await user.type(textareas()[1] as HTMLElement, 'second');
    await user.click(screen.getByRole('button', { name: 'Remove prompt 1' }));
    expect(textareas()).toHaveLength(2);
    expect(textareas()[0]).toHaveValue('second');
    await user.click(screen.getByRole('button', { name: 'Remove prompt 2' }));
    expect(textareas()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove prompt 1' })).toBeDisabled();
    // Even called directly, the store keeps one.
    act(() => useBatchStore.getState().remove(useBatchStore.getState().prompts[0]?.id ?? 0));
    expect(textareas()).toHaveLength(1);
  });

  it('asks for at least one prompt when all are blank', async () => {
    mockApi({});
    const { user } = renderTool(<AdvancedDashboard />);
    await user.click(screen.getByRole('button', { name: 'Add prompt' }));
    await user.type(textareas()[0] as HTMLElement, '   ');
    await user.click(screen.getByRole('button', { name: 'Enhance All' }));
    expect(await screen.findByText(MESSAGES.batchPromptRequired)).toBeInTheDocument();
    expect(callsTo('batchEnhance')).toHaveLength(0);
  });

  it('drops blanks, shows progress while busy, then the summary and results', async () => {
    const pending = deferred<ReturnType<typeof batchResult>>();
    mockApi({ batchEnhance: () => pending.promise });
    const { user } = renderTool(<AdvancedDashboard />);
    await user.click(screen.getByRole('button', { name: 'Add prompt' }));
    await user.click(screen.getByRole('button', { name: 'Add prompt' }));
    await user.type(textareas()[0] as HTMLElement, 'first');
    await user.type(textareas()[2] as HTMLElement, ' third ');
    await user.click(screen.getByRole('button', { name: 'Enhance All' }));

    expect(screen.getByRole('progressbar', { name: 'Enhancing 2 prompts…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enhancing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add prompt' })).toBeDisabled();
    for (const box of textareas()) expect(box).toBeDisabled();
    expect(callsTo('batchEnhance')).toEqual([{ body: { prompts: ['first', 'third'] } }]);

    await act(async () => pending.resolve(batchResult(['first', 'third'])));
    expect(await screen.findByText(MESSAGES.batchSucceeded)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Batch results' });
    expect(within(results).getByText('Total processed').nextSibling).toHaveTextContent('2');
    expect(within(results).getByText('Average confidence').nextSibling).toHaveTextContent('7.3');
    expect(within(results).getByText('Processing time').nextSibling).toHaveTextContent('120 ms');
    expect(screen.getByText('Enhanced: first')).toBeInTheDocument();
    expect(screen.getByText('7.5/10')).toBeInTheDocument();
    expect(screen.getByText('Suggestion 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy enhanced prompt 2' }));
    expect(await navigator.clipboard.readText()).toBe('Enhanced: third');
  });

  it('shows the fallback when the batch fails without a server message', async () => {
    mockApi({
      batchEnhance: () => {
        throw new Error('boom');
      },
    });
    const { user } = renderTool(<AdvancedDashboard />);
    await user.type(textareas()[0] as HTMLElement, 'x');
    await user.click(screen.getByRole('button', { name: 'Enhance All' }));
    expect(await screen.findByText(MESSAGES.batchFailed)).toBeInTheDocument();
  });

  it('exports the results as CSV and JSON', async () => {
    const { blobs, names, restore } = captureDownloads();
    const data = batchResult(['say "hi", please']);
    mockApi({ batchEnhance: () => data });
    const { user } = renderTool(<AdvancedDashboard />);
    await user.type(textareas()[0] as HTMLElement, 'say "hi", please');
    await user.click(screen.getByRole('button', { name: 'Enhance All' }));
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));

    expect(names[0]).toMatch(/^batch-results-.*\.csv$/);
    expect(names[1]).toMatch(/^batch-results-.*\.json$/);
    expect(await blobs[0]?.text()).toBe(
      '"original","enhanced","confidence","model","suggestions"\r\n' +
        '"say ""hi"", please","Enhanced: say ""hi"", please","7","silent-offline-1","Suggestion 1"\r\n',
    );
    expect(JSON.parse((await blobs[1]?.text()) ?? '')).toEqual({
      summary: data.summary,
      results: data.results,
    });
    restore();
  });
});

describe('Templates', () => {
  const launch = template({ name: 'Product launch', variables: ['product', 'audience'], usage: 3 });
  const bare = template({ name: 'Plain', variables: [], usage: 0 });

  async function openTemplates() {
    const rendered = renderTool(<AdvancedDashboard />);
    await rendered.user.click(screen.getByRole('tab', { name: 'Templates' }));
    await screen.findByRole('listitem', { name: 'Product launch' });
    return rendered;
  }

  it('limits every variable to what the API accepts', async () => {
    mockApi({ listTemplates: () => [launch, bare] });
    const { user } = await openTemplates();
    await user.selectOptions(screen.getByLabelText('Template'), 'Product launch');
    for (const label of ['Product', 'Audience']) {
      expect(screen.getByLabelText(label)).toHaveAttribute(
        'maxLength',
        String(LIMITS.promptMaxChars),
      );
    }
  });

  it('asks for a template, then names every missing variable', async () => {
    mockApi({ listTemplates: () => [launch, bare] });
    const { user } = await openTemplates();
    await user.click(screen.getByRole('button', { name: 'Apply Template' }));
    expect(await screen.findByText(MESSAGES.templateRequired)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Template'), 'Product launch');
    await user.type(screen.getByLabelText('Audience'), '   ');
    await user.click(screen.getByRole('button', { name: 'Apply Template' }));
    expect(
      await screen.findByText(missingVariablesMessage(['product', 'audience'])),
    ).toBeInTheDocument();
    expect(screen.getByText('Please fill in: product, audience')).toBeInTheDocument();
    expect(callsTo('applyTemplate')).toHaveLength(0);
  });

  it('applies a template, shows the result and the usage count rising', async () => {
    let usage = 3;
    mockApi({
      listTemplates: () => [{ ...launch, usage }, bare],
      applyTemplate: ({ body }) => {
        usage += 1;
        const vars = (body as { variables: Record<string, string> }).variables;
        return {
          result: `Announce ${vars.product} to ${vars.audience}`,
          template: { ...launch, usage },
          enhancementId: launch.id,
        };
      },
    });
    const { user } = await openTemplates();
    const card = screen.getByRole('listitem', { name: 'Product launch' });
    expect(within(card).getByText('Used 3 times')).toBeInTheDocument();
    expect(within(card).getByText('Announce a product')).toBeInTheDocument();
    expect(within(card).getByText('product')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Template'), 'Product launch');
    await user.type(screen.getByLabelText('Product'), ' Silent ');
    await user.type(screen.getByLabelText('Audience'), 'founders');
    await user.click(screen.getByRole('button', { name: 'Apply Template' }));
    expect(await screen.findByText(MESSAGES.templateApplied)).toBeInTheDocument();
    expect(callsTo('applyTemplate')).toEqual([
      {
        params: { id: launch.id },
        body: { variables: { product: 'Silent', audience: 'founders' } },
      },
    ]);
    expect(screen.getByText('Announce Silent to founders')).toBeInTheDocument();
    expect(await within(card).findByText('Used 4 times')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy applied template' }));
    expect(await navigator.clipboard.readText()).toBe('Announce Silent to founders');
  });

  it('shows each variable as its own chip, and labels its input for people', async () => {
    const blog = template({
      name: 'Blog post',
      variables: ['topic', 'word_count', 'call_to_action'],
      usage: 0,
    });
    mockApi({ listTemplates: () => [launch, bare, blog] });
    const { user } = await openTemplates();
    const card = screen.getByRole('listitem', { name: 'Blog post' });
    const chips = within(card).getByRole('list', { name: 'Variables' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['topic', 'word_count', 'call_to_action']);
    expect(
      within(screen.getByRole('listitem', { name: 'Plain' })).getByText('Variables: none'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Template'), 'Blog post');
    for (const label of ['Topic', 'Word count', 'Call to action']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox', { name: 'word_count' })).toBeNull();
  });

  it('only logs a template load failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      listTemplates: () => {
        throw new Error('down');
      },
    });
    const { user } = renderTool(<AdvancedDashboard />);
    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    await screen.findByRole('button', { name: 'Apply Template' });
    await act(async () => undefined);
    expect(log).toHaveBeenCalledWith('Failed to load templates', expect.any(Error));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });
});

describe('Variations', () => {
  it('limits the prompt to what the API accepts', async () => {
    mockApi({});
    const { user } = renderTool(<AdvancedDashboard />);
    await user.click(screen.getByRole('tab', { name: 'Variations' }));
    expect(screen.getByLabelText('Prompt')).toHaveAttribute(
      'maxLength',
      String(LIMITS.promptMaxChars),
    );
  });

  it('refuses a blank prompt', async () => {
    mockApi({});
    const { user } = renderTool(<AdvancedDashboard />);
    await user.click(screen.getByRole('tab', { name: 'Variations' }));
    await user.click(screen.getByRole('button', { name: 'Generate Variations' }));
    expect(await screen.findByText(MESSAGES.variationsPromptRequired)).toBeInTheDocument();
    expect(callsTo('generateVariations')).toHaveLength(0);
  });

  it('generates three variations with scores and copy buttons, disabled while busy', async () => {
    const pending = deferred<unknown>();
    mockApi({ generateVariations: () => pending.promise });
    const { user } = renderTool(<AdvancedDashboard />);
    await user.click(screen.getByRole('tab', { name: 'Variations' }));
    await user.type(screen.getByLabelText('Prompt'), 'write a poem');
    await user.click(screen.getByRole('button', { name: 'Generate Variations' }));
    expect(screen.getByRole('button', { name: 'Generating…' })).toBeDisabled();
    expect(screen.getByLabelText('Prompt')).toBeDisabled();
    expect(callsTo('generateVariations')).toEqual([
      { body: { originalPrompt: 'write a poem', count: 3 } },
    ]);
    await act(async () =>
      pending.resolve({
        variations: ['One', 'Two', 'Three'],
        details: [
          { axis: 'a', label: 'Concise', confidence: 8.2 },
          { axis: 'b', label: 'Detailed', confidence: 6.5 },
          { axis: 'c', label: 'Creative', confidence: 4 },
        ],
        model: 'silent-offline-1',
      }),
    );
    expect(await screen.findByText(MESSAGES.variationsGenerated)).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Variations' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText('8.2/10')).toHaveAttribute(
      'data-band',
      'green',
    );
    expect(within(items[1] as HTMLElement).getByText('6.5/10')).toHaveAttribute(
      'data-band',
      'amber',
    );
    expect(within(items[2] as HTMLElement).getByText('4.0/10')).toHaveAttribute('data-band', 'red');
    await user.click(screen.getByRole('button', { name: 'Copy variation 2' }));
    expect(await navigator.clipboard.readText()).toBe('Two');
    expect(await screen.findByText(MESSAGES.copied)).toBeInTheDocument();
  });
});

describe('Analytics', () => {
  it('shows a spinner, then the cards and a model usage chart with numbers as text', async () => {
    const pending = deferred<ReturnType<typeof analytics>>();
    mockApi({ getAnalytics: () => pending.promise });
    const { user } = renderTool(<AdvancedDashboard />, { user: signedInUser });
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics…');
    await act(async () => pending.resolve(analytics()));
    expect(await screen.findByText('High-rated conversations')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('4.2')).toBeInTheDocument();
    expect(screen.getByText('80%')).toBeInTheDocument();
    const usage = screen.getByRole('list', { name: 'Model usage' });
    const rows = within(usage).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['gpt-49', 'silent-offline-14']);
  });

  it('only logs a load failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      getAnalytics: () => {
        throw new Error('down');
      },
    });
    const { user } = renderTool(<AdvancedDashboard />, { user: signedInUser });
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    await act(async () => undefined);
    await screen.findByRole('heading', { name: 'Analytics' });
    expect(log).toHaveBeenCalledWith('Failed to load analytics', expect.any(Error));
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
    log.mockRestore();
  });

  it("are a user's own: signed out, the panel asks to sign in and loads nothing", async () => {
    mockApi({ getAnalytics: () => analytics() });
    const { user } = renderTool(<AdvancedDashboard />);
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(screen.getByText(/Seeing your analytics needs a signed-in user/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
    expect(callsTo('getAnalytics')).toEqual([]);
  });

  it("lets an admin switch to the whole product's analytics", async () => {
    mockApi({
      getAnalytics: ({ query }) =>
        analytics({ totalHighRatedConversations: query?.scope === 'product' ? 99 : 3 }),
      getViewer: () => ({ kind: 'admin', userId: 'u1' }),
      getModelUsage: () => endpointExamples.getModelUsage.data,
    });
    const { user } = renderTool(<AdvancedDashboard />, { user: signedInUser });
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByText('3')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Whole product' }));
    expect(await screen.findByText('99')).toBeInTheDocument();
    expect(callsTo('getAnalytics')).toEqual([
      { query: { scope: 'own' } },
      { query: { scope: 'product' } },
    ]);
  });

  it("shows an admin the product's model calls: calls, tokens, cost and median latency", async () => {
    const usage = endpointExamples.getModelUsage.data;
    mockApi({
      getAnalytics: () => analytics(),
      getViewer: () => ({ kind: 'admin', userId: 'u1' }),
      getModelUsage: () => usage,
    });
    const { user } = renderTool(<AdvancedDashboard />, { user: signedInUser });
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    await screen.findByText('High-rated conversations');
    expect(callsTo('getModelUsage')).toEqual([]);
    await user.click(await screen.findByRole('radio', { name: 'Whole product' }));
    const calls = within(await screen.findByLabelText('Model calls'));
    const value = (term: string) => calls.getByText(term).nextElementSibling?.textContent;
    expect(value('Calls')).toBe(String(usage.calls));
    expect(value('Tokens')).toBe(String(usage.promptTokens + usage.completionTokens));
    expect(value('Cost')).toBe(`$${usage.costUsd}`);
    expect(value('Median latency')).toBe(`${usage.p50LatencyMs} ms`);
  });

  it('shows no scope choice to a user the API does not know as an admin', async () => {
    mockApi({
      getAnalytics: () => analytics(),
      getViewer: () => ({ kind: 'user', userId: 'u1' }),
    });
    const { user } = renderTool(<AdvancedDashboard />, { user: signedInUser });
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByText('High-rated conversations')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
