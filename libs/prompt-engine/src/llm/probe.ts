// Asking an OpenAI-compatible server whether it works, for people setting one up (the admin
// panel's List models and Test, `silent models`): one request, no retries, and every failure
// said in plain words (MODEL_MESSAGES): refused connection, refused key, unknown model, ...
import { MODEL_MESSAGES, MODELS, type ModelProbeResult } from '@silent/contracts';
import { usageOf } from './openai-provider';

export interface ProbeTarget {
  baseUrl: string;
  apiKey?: string;
  /** Default MODELS.probeTimeoutMs. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const MAX_DETAIL_CHARS = 200;

function urlOf(baseUrl: string, path: string): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path}`;
  return url.toString();
}

function headersOf(target: ProbeTarget, json: boolean): Record<string, string> {
  const headers: Record<string, string> = json ? { 'content-type': 'application/json' } : {};
  if (target.apiKey) {
    headers['authorization'] = `Bearer ${target.apiKey}`;
    if (new URL(target.baseUrl).hostname.endsWith('.azure.com')) headers['api-key'] = target.apiKey;
  }
  return headers;
}

/** The server's own error message (OpenAI: `{ error: { message } }`; some send a string). */
function errorDetail(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown; detail?: unknown };
    const error = body.error as { message?: unknown } | string | undefined;
    const detail =
      typeof error === 'string'
        ? error
        : typeof error?.message === 'string'
          ? error.message
          : typeof body.message === 'string'
            ? body.message
            : typeof body.detail === 'string'
              ? body.detail
              : '';
    return detail.replace(/\s+/g, ' ').trim().slice(0, MAX_DETAIL_CHARS);
  } catch {
    return '';
  }
}

/** What an HTTP refusal means, in words. */
export function httpFailureMessage(
  status: number,
  body: string,
  context: { url: string; model?: string },
): string {
  const detail = errorDetail(body);
  if (status === 401) return MODEL_MESSAGES.keyRefused;
  if (status === 403) return MODEL_MESSAGES.keyForbidden;
  if (status === 404) {
    return context.model && /model/i.test(detail)
      ? MODEL_MESSAGES.modelNotFound(context.model)
      : MODEL_MESSAGES.pathNotFound(context.url);
  }
  if (status === 429) return MODEL_MESSAGES.rateLimited;
  if (status >= 500) return MODEL_MESSAGES.serverFailed(status);
  return MODEL_MESSAGES.refused(status, detail);
}

type Fetched =
  { kind: 'answer'; status: number; text: string } | { kind: 'failed'; message: string };

async function request(
  target: ProbeTarget,
  url: string,
  init: { method: string; body?: string },
): Promise<Fetched> {
  const timeoutMs = target.timeoutMs ?? MODELS.probeTimeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await (target.fetch ?? fetch)(url, {
      method: init.method,
      headers: headersOf(target, init.body !== undefined),
      ...(init.body !== undefined ? { body: init.body } : {}),
      signal: controller.signal,
    });
    return { kind: 'answer', status: response.status, text: await response.text() };
  } catch {
    // Refused, unknown host, reset, TLS: to a person setting up a server, all "not reachable".
    return {
      kind: 'failed',
      message: controller.signal.aborted
        ? MODEL_MESSAGES.timeout(timeoutMs)
        : MODEL_MESSAGES.unreachable(target.baseUrl),
    };
  } finally {
    clearTimeout(timer);
  }
}

const elapsed = (start: number) => Math.max(0, Math.round(performance.now() - start));

function failure(message: string, latencyMs: number, model: string | null): ModelProbeResult {
  return { ok: false, message, latencyMs, models: [], model, usage: null };
}

/** `GET {baseUrl}/models`: the ids the server lists, sorted. */
export async function listServerModels(target: ProbeTarget): Promise<ModelProbeResult> {
  const url = urlOf(target.baseUrl, 'models');
  const start = performance.now();
  const answer = await request(target, url, { method: 'GET' });
  const latencyMs = elapsed(start);
  if (answer.kind === 'failed') return failure(answer.message, latencyMs, null);
  if (answer.status < 200 || answer.status >= 300) {
    return failure(httpFailureMessage(answer.status, answer.text, { url }), latencyMs, null);
  }
  let ids: string[];
  try {
    const body = JSON.parse(answer.text) as { data?: unknown; models?: unknown };
    const list = Array.isArray(body.data) ? body.data : body.models;
    if (!Array.isArray(list)) throw new Error('no list');
    ids = list
      .map((entry: unknown) =>
        typeof entry === 'string' ? entry : (entry as { id?: unknown } | null)?.id,
      )
      .filter((id): id is string => typeof id === 'string' && id.length > 0);
  } catch {
    return failure(MODEL_MESSAGES.notOpenAi, latencyMs, null);
  }
  const models = [...new Set(ids)].sort((a, b) => a.localeCompare(b));
  return {
    ok: models.length > 0,
    message: models.length > 0 ? MODEL_MESSAGES.listed(models.length) : MODEL_MESSAGES.noModels,
    latencyMs,
    models,
    model: null,
    usage: null,
  };
}

/** One tiny chat completion (a few tokens): whether the model answers, and how fast. */
export async function testServerModel(
  target: ProbeTarget & { model: string },
): Promise<ModelProbeResult> {
  const url = urlOf(target.baseUrl, 'chat/completions');
  const body = JSON.stringify({
    model: target.model,
    messages: [{ role: 'user', content: MODELS.testPrompt }],
    max_tokens: MODELS.testMaxTokens,
  });
  const start = performance.now();
  const answer = await request(target, url, { method: 'POST', body });
  const latencyMs = elapsed(start);
  if (answer.kind === 'failed') return failure(answer.message, latencyMs, target.model);
  if (answer.status < 200 || answer.status >= 300) {
    const message = httpFailureMessage(answer.status, answer.text, { url, model: target.model });
    return failure(message, latencyMs, target.model);
  }
  let parsed: {
    model?: unknown;
    choices?: unknown;
    usage?: Parameters<typeof usageOf>[0]['usage'];
  };
  try {
    parsed = JSON.parse(answer.text) as typeof parsed;
    if (!Array.isArray(parsed.choices)) throw new Error('no choices');
  } catch {
    return failure(MODEL_MESSAGES.notOpenAi, latencyMs, target.model);
  }
  const model = typeof parsed.model === 'string' && parsed.model ? parsed.model : target.model;
  return {
    ok: true,
    message: MODEL_MESSAGES.answered(model, latencyMs),
    latencyMs,
    models: [],
    model,
    usage: usageOf(parsed) ?? null,
  };
}
