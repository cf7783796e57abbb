import { MODEL_MESSAGES, MODEL_PRESETS, type ModelUsage } from '@silent/contracts';
import { endpointExamples } from '@silent/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderPage } from '../../../testing/render';
import { answerModelEndpoints } from '../testing/model-fetch';
import { ModelPanel } from './model-panel';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const settings = endpointExamples.getModelSettings.data;
const stored = settings.stored!;

/** The requests the panel made to one endpoint, with their JSON bodies. */
function bodiesOf(fetch: jest.Mock, method: string, path: string): unknown[] {
  return fetch.mock.calls
    .filter(([url, init]) => {
      const { pathname } = new URL(String(url), 'http://localhost');
      return pathname === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method;
    })
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
}

const renderPanel = () => renderPage(<ModelPanel userId="u1" />);

async function expectNoAxeViolations() {
  // jsdom computes no colours: contrast is checked in the browser suite, in both themes.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

describe('ModelPanel', () => {
  it('says which model enhancements use, and offers the four presets', async () => {
    answerModelEndpoints();
    renderPanel();
    expect(await screen.findByTestId('model-active')).toHaveTextContent(
      `Enhancements use ${stored.model} at ${stored.baseUrl}`,
    );
    const presets = within(screen.getByRole('group', { name: 'Presets' }));
    for (const preset of MODEL_PRESETS) {
      expect(presets.getByRole('button', { name: preset.label })).toBeInTheDocument();
    }
    // The stored server is Ollama's address: its preset is the pressed one.
    expect(presets.getByRole('button', { name: 'Ollama' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(presets.getByRole('button', { name: 'OpenAI' }));
    expect(screen.getByLabelText('Base URL')).toHaveValue('https://api.openai.com/v1');
    expect(presets.getByRole('button', { name: 'OpenAI' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the server’s models and picks one; the stored key goes only to its own server', async () => {
    const listed = endpointExamples.listServerModels.data;
    const fetch = answerModelEndpoints({ 'POST /api/admin/model/list': ok(listed) });
    renderPanel();
    await screen.findByTestId('model-active');
    await userEvent.click(screen.getByRole('button', { name: 'List models' }));
    expect(await screen.findByRole('status')).toHaveTextContent(listed.message);
    await userEvent.selectOptions(screen.getByLabelText('Models on the server'), listed.models[1]!);
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue(listed.models[1]);

    // Another server: the stored key is not offered to it.
    await userEvent.click(screen.getByRole('button', { name: 'vLLM' }));
    await userEvent.click(screen.getByRole('button', { name: 'List models' }));
    await waitFor(() => expect(bodiesOf(fetch, 'POST', '/api/admin/model/list')).toHaveLength(2));
    const [first, second] = bodiesOf(fetch, 'POST', '/api/admin/model/list');
    expect(first).toMatchObject({ baseUrl: stored.baseUrl });
    expect(second).toMatchObject({ baseUrl: 'http://127.0.0.1:8000/v1', useStoredKey: false });
  });

  it('tests the model and shows the latency, or the server’s refusal as an alert', async () => {
    const answered = endpointExamples.testModel.data;
    const refused = { ...answered, ok: false, message: MODEL_MESSAGES.keyRefused, usage: null };
    let calls = 0;
    const fetch = answerModelEndpoints({
      'POST /api/admin/model/test': () => ok((calls += 1) === 1 ? answered : refused),
    });
    renderPanel();
    await screen.findByTestId('model-active');
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByRole('status')).toHaveTextContent(answered.message);
    await userEvent.type(screen.getByLabelText(/API key/), 'sk-wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MODEL_MESSAGES.keyRefused);
    expect(bodiesOf(fetch, 'POST', '/api/admin/model/test')).toEqual([
      { baseUrl: stored.baseUrl, useStoredKey: false, model: stored.model },
      { baseUrl: stored.baseUrl, apiKey: 'sk-wrong', model: stored.model },
    ]);
  });

  it('saves the settings and says they are in use; a refusal is shown in the server’s words', async () => {
    let calls = 0;
    const fetch = answerModelEndpoints({
      'PUT /api/admin/model': () =>
        (calls += 1) === 1
          ? ok(settings)
          : { status: 400, body: { success: false, error: MODEL_MESSAGES.keyNeedsSecret } },
    });
    renderPanel();
    await screen.findByTestId('model-active');
    const model = screen.getByRole('textbox', { name: 'Model' });
    await userEvent.clear(model);
    await userEvent.type(model, 'qwen2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MODEL_MESSAGES.saved)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/API key/), 'sk-new');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MODEL_MESSAGES.keyNeedsSecret)).toBeInTheDocument();
    expect(bodiesOf(fetch, 'PUT', '/api/admin/model')).toEqual([
      { baseUrl: stored.baseUrl, model: 'qwen2.5' },
      { baseUrl: stored.baseUrl, model: 'qwen2.5', apiKey: 'sk-new' },
    ]);
  });

  it('shows the totals of the recorded calls as the API computed them', async () => {
    const usage: ModelUsage = endpointExamples.getModelUsage.data;
    answerModelEndpoints();
    renderPanel();
    const totals = within(await screen.findByTestId('model-usage'));
    const value = (term: string) => totals.getByText(term).nextElementSibling?.textContent;
    expect(value('Calls')).toBe(String(usage.calls));
    expect(value('Tokens')).toBe(String(usage.promptTokens + usage.completionTokens));
    expect(value('Cost')).toBe(`$${usage.costUsd}`);
    expect(value('Median latency')).toBe(`${usage.p50LatencyMs} ms`);
  });

  it('edits the price table', async () => {
    const fetch = answerModelEndpoints({
      'PUT /api/admin/model/prices': ok(endpointExamples.saveModelPrice.data),
    });
    renderPanel();
    const form = within(await screen.findByRole('form', { name: 'Set a model price' }));
    await userEvent.type(form.getByLabelText('Model to price'), 'gpt-4o');
    await userEvent.type(form.getByLabelText('Input $ / M tokens'), '2.5');
    await userEvent.type(form.getByLabelText('Output $ / M tokens'), '10');
    await userEvent.click(form.getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText(MODEL_MESSAGES.priceSaved)).toBeInTheDocument();
    expect(bodiesOf(fetch, 'PUT', '/api/admin/model/prices')).toEqual([
      { model: 'gpt-4o', inputPerMillion: 2.5, outputPerMillion: 10 },
    ]);
  });

  it('has no accessibility violations, and counts the calls of unpriced models in words', async () => {
    const usage = { ...endpointExamples.getModelUsage.data, unpricedCalls: 2 };
    answerModelEndpoints({ 'GET /api/admin/model/usage': ok(usage) });
    renderPanel();
    expect(await screen.findByText(MODEL_MESSAGES.unpricedCalls(2))).toBeInTheDocument();
    await screen.findByRole('cell', {
      name: String(endpointExamples.listModelPrices.data.prices[0]!.inputPerMillion),
    });
    await expectNoAxeViolations();
  });

  it('says when the environment’s model wins over the stored one', async () => {
    answerModelEndpoints({
      'GET /api/admin/model': ok({
        ...settings,
        environmentWins: true,
        active: { source: 'environment', baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o' },
      }),
    });
    renderPanel();
    expect(await screen.findByRole('note')).toHaveTextContent(MODEL_MESSAGES.environmentWins);
    expect(screen.getByTestId('model-active')).toHaveTextContent('from the environment');
  });
});
