import {
  MODEL_MESSAGES,
  MODEL_PRESETS,
  MODELS,
  type ModelProbeRequest,
  type ModelProbeResult,
  type ModelSettings,
  type ModelUsage,
} from '@silent/contracts';
import { Badge, Button, Card, Select, Spinner, TextInput, toast } from '@silent/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useModelSettings } from '../api/get-model-settings';
import { useModelUsage } from '../api/get-model-usage';
import { useChangeModelPrice, useModelPrices } from '../api/model-prices';
import { useListServerModels, useTestModel } from '../api/probe-model';
import { useSaveModelSettings } from '../api/save-model-settings';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});
const whole = new Intl.NumberFormat('en-US');
const latency = (ms: number | null) => (ms === null ? '—' : `${whole.format(Math.round(ms))} ms`);

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** What the enhancer uses now, in a sentence. */
function ActiveModel({ settings }: { settings: ModelSettings }) {
  const { active } = settings;
  if (active.source === 'offline') {
    return (
      <p data-testid="model-active">
        Enhancements use the <strong>offline engine</strong>.
      </p>
    );
  }
  return (
    <p data-testid="model-active">
      Enhancements use <strong>{active.model}</strong> at <code>{active.baseUrl}</code>{' '}
      <Badge tone={active.source === 'environment' ? 'info' : 'accent'}>
        {active.source === 'environment' ? 'from the environment' : 'set here'}
      </Badge>
    </p>
  );
}

/** The outcome of List models or Test, announced to screen readers. */
function ProbeOutcome({ result }: { result: ModelProbeResult }) {
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={result.ok ? 'admin__probe admin__probe--ok' : 'admin__probe admin__probe--error'}
      data-testid="model-probe"
    >
      {result.ok ? '✓ ' : '✗ '}
      {result.message}
    </p>
  );
}

function SettingsForm({ userId, settings }: { userId: string; settings: ModelSettings }) {
  const id = useId();
  const stored = settings.stored;
  const [baseUrl, setBaseUrl] = useState(stored?.baseUrl ?? '');
  const [model, setModel] = useState(stored?.model ?? '');
  const [apiKey, setApiKey] = useState('');
  const [removeKey, setRemoveKey] = useState(false);
  const [outcome, setOutcome] = useState<ModelProbeResult | null>(null);
  const [listed, setListed] = useState<string[]>([]);
  const list = useListServerModels();
  const test = useTestModel(userId);
  const save = useSaveModelSettings(userId);

  useEffect(() => {
    setBaseUrl(stored?.baseUrl ?? '');
    setModel(stored?.model ?? '');
  }, [stored?.baseUrl, stored?.model]);

  const trimmedUrl = baseUrl.trim().replace(/\/+$/, '');
  // The stored key goes only to the server it was stored for, never to a newly typed URL.
  const storedKeyApplies =
    Boolean(stored?.hasApiKey) && !removeKey && stored?.baseUrl === trimmedUrl;
  const probeBody = (): ModelProbeRequest => ({
    baseUrl: trimmedUrl,
    ...(apiKey.trim() ? { apiKey: apiKey.trim() } : { useStoredKey: storedKeyApplies }),
    ...(model.trim() ? { model: model.trim() } : {}),
  });

  const onList = async () => {
    setOutcome(null);
    try {
      const result = await list.mutateAsync(probeBody());
      setOutcome(result);
      setListed(result.models);
    } catch (error) {
      toast.error(errorText(error, MODEL_MESSAGES.loadFailed));
    }
  };

  const onTest = async () => {
    setOutcome(null);
    if (!model.trim()) {
      toast.error(MODEL_MESSAGES.testNeedsModel);
      return;
    }
    try {
      setOutcome(await test.mutateAsync(probeBody()));
    } catch (error) {
      toast.error(errorText(error, MODEL_MESSAGES.loadFailed));
    }
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        baseUrl: trimmedUrl,
        model: model.trim(),
        ...(apiKey.trim() ? { apiKey: apiKey.trim() } : removeKey ? { apiKey: '' } : {}),
      });
      setApiKey('');
      setRemoveKey(false);
      toast.success(MODEL_MESSAGES.saved);
    } catch (error) {
      toast.error(errorText(error, MODEL_MESSAGES.saveFailed));
    }
  };

  const onForget = async () => {
    try {
      await save.mutateAsync(null);
      toast.success(MODEL_MESSAGES.removed);
    } catch (error) {
      toast.error(errorText(error, MODEL_MESSAGES.saveFailed));
    }
  };

  const keyHint = !settings.canStoreApiKey
    ? MODEL_MESSAGES.keyNeedsSecret
    : stored?.hasApiKey
      ? MODEL_MESSAGES.keyStoredHint
      : MODEL_MESSAGES.keyOptionalHint;

  return (
    <form
      className="admin__model-form"
      aria-label="Model settings"
      onSubmit={(event) => void onSave(event)}
      noValidate
    >
      <fieldset className="admin__presets">
        <legend>Presets</legend>
        {MODEL_PRESETS.map((preset) => (
          <Button
            key={preset.id}
            size="sm"
            variant="secondary"
            aria-pressed={trimmedUrl === preset.baseUrl}
            onClick={() => setBaseUrl(preset.baseUrl)}
          >
            {preset.label}
          </Button>
        ))}
      </fieldset>
      <TextInput
        label="Base URL"
        type="url"
        inputMode="url"
        required
        maxLength={MODELS.baseUrlMaxChars}
        placeholder="http://127.0.0.1:11434/v1"
        hint={MODEL_MESSAGES.baseUrlHint}
        value={baseUrl}
        onChange={(event) => setBaseUrl(event.target.value)}
      />
      <TextInput
        label="API key"
        type="password"
        autoComplete="off"
        optional
        maxLength={MODELS.apiKeyMaxChars}
        hint={keyHint}
        value={apiKey}
        onChange={(event) => setApiKey(event.target.value)}
      />
      {stored?.hasApiKey ? (
        <label className="admin__check">
          <input
            type="checkbox"
            checked={removeKey}
            onChange={(event) => setRemoveKey(event.target.checked)}
          />
          Remove the stored key
        </label>
      ) : null}
      <TextInput
        label="Model"
        required
        maxLength={MODELS.modelMaxChars}
        placeholder="gpt-4o-mini, llama3.1, …"
        value={model}
        onChange={(event) => setModel(event.target.value)}
      />
      {listed.length > 0 ? (
        <Select
          id={`${id}-listed`}
          label="Models on the server"
          placeholder="Pick one"
          options={listed.map((name) => ({ value: name, label: name }))}
          value={listed.includes(model) ? model : ''}
          onChange={(event) => event.target.value && setModel(event.target.value)}
        />
      ) : null}
      <div className="admin__toolbar">
        <Button
          variant="secondary"
          onClick={() => void onList()}
          loading={list.isPending}
          disabled={!trimmedUrl}
        >
          List models
        </Button>
        <Button
          variant="secondary"
          onClick={() => void onTest()}
          loading={test.isPending}
          disabled={!trimmedUrl}
        >
          Test
        </Button>
        <Button type="submit" loading={save.isPending} disabled={!trimmedUrl || !model.trim()}>
          Save
        </Button>
        {stored ? (
          <Button variant="danger" onClick={() => void onForget()} disabled={save.isPending}>
            Forget stored model
          </Button>
        ) : null}
      </div>
      {outcome ? <ProbeOutcome result={outcome} /> : null}
    </form>
  );
}

function UsageTotals({ usage }: { usage: ModelUsage }) {
  return (
    <>
      <dl className="admin__stats" data-testid="model-usage">
        <div>
          <dt>Calls</dt>
          <dd>{whole.format(usage.calls)}</dd>
        </div>
        <div>
          <dt>Tokens</dt>
          <dd>{whole.format(usage.promptTokens + usage.completionTokens)}</dd>
        </div>
        <div>
          <dt>Cost</dt>
          <dd>{usd.format(usage.costUsd)}</dd>
        </div>
        <div>
          <dt>Median latency</dt>
          <dd>{latency(usage.p50LatencyMs)}</dd>
        </div>
      </dl>
      {usage.unpricedCalls > 0 ? (
        <p className="muted">{MODEL_MESSAGES.unpricedCalls(usage.unpricedCalls)}</p>
      ) : null}
    </>
  );
}

function Prices({ userId, usage }: { userId: string; usage: ModelUsage | undefined }) {
  const prices = useModelPrices(userId);
  const change = useChangeModelPrice(userId);
  const [model, setModel] = useState('');
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const inputPerMillion = Number(input);
    const outputPerMillion = Number(output);
    if (
      input.trim() === '' ||
      output.trim() === '' ||
      !Number.isFinite(inputPerMillion) ||
      !Number.isFinite(outputPerMillion)
    ) {
      toast.error(MODEL_MESSAGES.priceInvalid);
      return;
    }
    try {
      await change.mutateAsync({
        save: { model: model.trim(), inputPerMillion, outputPerMillion },
      });
      toast.success(MODEL_MESSAGES.priceSaved);
      setModel('');
      setInput('');
      setOutput('');
    } catch (error) {
      toast.error(errorText(error, MODEL_MESSAGES.saveFailed));
    }
  };

  const remove = async (name: string) => {
    try {
      await change.mutateAsync({ remove: name });
      toast.success(MODEL_MESSAGES.priceRemoved);
    } catch (error) {
      toast.error(errorText(error, MODEL_MESSAGES.saveFailed));
    }
  };

  const byModel = new Map(usage?.byModel.map((row) => [row.model, row]) ?? []);
  return (
    <>
      {prices.isPending ? <Spinner label="Loading prices" /> : null}
      {prices.isError ? (
        <p role="alert">{errorText(prices.error, MODEL_MESSAGES.loadFailed)}</p>
      ) : null}
      <div className="admin__table-wrap">
        <table className="admin__table">
          <caption className="ui-visually-hidden">
            Model prices in US dollars per million tokens, and each model’s recorded calls
          </caption>
          <thead>
            <tr>
              <th scope="col">Model</th>
              <th scope="col">Input $ / M tokens</th>
              <th scope="col">Output $ / M tokens</th>
              <th scope="col">Calls</th>
              <th scope="col">Cost</th>
              <th scope="col">Median latency</th>
              <th scope="col">
                <span className="ui-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {[
              ...new Set([
                ...(prices.data?.prices.map((price) => price.model) ?? []),
                ...byModel.keys(),
              ]),
            ].map((name) => {
              const price = prices.data?.prices.find((entry) => entry.model === name);
              const calls = byModel.get(name);
              return (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{price ? price.inputPerMillion : '—'}</td>
                  <td>{price ? price.outputPerMillion : '—'}</td>
                  <td>{calls ? whole.format(calls.calls) : 0}</td>
                  <td>{calls && price ? usd.format(calls.costUsd) : '—'}</td>
                  <td>{latency(calls?.p50LatencyMs ?? null)}</td>
                  <td>
                    {price ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove the price of ${name}`}
                        onClick={() => void remove(name)}
                      >
                        Remove
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Set a price for ${name}`}
                        onClick={() => setModel(name)}
                      >
                        Set price
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <form
        className="admin__toolbar"
        aria-label="Set a model price"
        onSubmit={(event) => void onSave(event)}
      >
        <TextInput
          label="Model to price"
          required
          maxLength={MODELS.modelMaxChars}
          value={model}
          onChange={(event) => setModel(event.target.value)}
        />
        <TextInput
          label="Input $ / M tokens"
          type="number"
          min={0}
          step="any"
          required
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
        <TextInput
          label="Output $ / M tokens"
          type="number"
          min={0}
          step="any"
          required
          value={output}
          onChange={(event) => setOutput(event.target.value)}
        />
        <Button type="submit" loading={change.isPending} disabled={!model.trim()}>
          Save price
        </Button>
      </form>
    </>
  );
}

/**
 * The admin dashboard's Model panel: which OpenAI-compatible server the enhancer uses (presets
 * for OpenAI, Ollama, LM Studio and vLLM), List models and Test against it, and what the calls
 * cost: totals from the recorded calls, priced from the editable table.
 */
export function ModelPanel({ userId }: { userId: string }) {
  const settings = useModelSettings(userId);
  const usage = useModelUsage(userId);
  return (
    <section aria-labelledby="model-heading" className="admin__section">
      <div className="admin__section-head">
        <h2 id="model-heading">Model</h2>
      </div>
      {settings.isPending ? (
        <Spinner label="Loading the model settings" />
      ) : settings.isError ? (
        <p role="alert">{errorText(settings.error, MODEL_MESSAGES.loadFailed)}</p>
      ) : (
        <Card padding="md" className="admin__model">
          <ActiveModel settings={settings.data} />
          {settings.data.environmentWins ? (
            <p role="note" className="muted">
              {MODEL_MESSAGES.environmentWins}
            </p>
          ) : null}
          {settings.data.stored && !settings.data.stored.apiKeyReadable ? (
            <p role="alert">{MODEL_MESSAGES.keyUnreadable}</p>
          ) : null}
          <SettingsForm userId={userId} settings={settings.data} />
        </Card>
      )}
      <h3>Cost and latency</h3>
      {usage.data ? <UsageTotals usage={usage.data} /> : null}
      {usage.isError ? (
        <p role="alert">{errorText(usage.error, MODEL_MESSAGES.loadFailed)}</p>
      ) : null}
      <h3>Prices</h3>
      <Prices userId={userId} usage={usage.data} />
    </section>
  );
}
