// An adapter for the OpenAI-compatible Chat Completions API (OpenAI, Azure OpenAI's v1 endpoint,
// Ollama, vLLM, LM Studio): one POST to {baseUrl}/chat/completions with a per-attempt timeout,
// bounded retries with exponential backoff on 429, 5xx and network errors, cancellation through
// an AbortSignal, and a streaming variant that reads the server-sent events of `stream: true`.

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Overrides the provider's model for this call. */
  model?: string;
  /** Ask for `response_format: { type: 'json_object' }`. */
  json?: boolean;
  temperature?: number;
  /** Cancels the call (and any retry wait): the call rejects with an `aborted` LlmError. */
  signal?: AbortSignal;
}

/** Tokens the server reported in the answer's `usage` (what it bills). */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface ChatResponse {
  content: string;
  /** The model that answered, as the server names it. */
  model: string;
  attempts: number;
  /** Present when the server reported `usage` (OpenAI, vLLM, Ollama and LM Studio do). */
  usage?: TokenUsage;
}

/** A streamed answer: text deltas as they arrive, then the answering model's name. */
export interface ChatStream {
  deltas: AsyncIterable<string>;
  /** Resolves once the stream ended: the model that answered. */
  model(): string;
  /** Once the stream ended: the tokens of its final `usage` event, if the server sent one. */
  usage(): TokenUsage | undefined;
}

export interface LlmProvider {
  /** The configured model. */
  readonly model: string;
  chat(request: ChatRequest): Promise<ChatResponse>;
  /** Streams the answer (`stream: true`); retries only before the first byte. */
  chatStream?(request: ChatRequest): Promise<ChatStream>;
}

export type LlmErrorKind = 'timeout' | 'http' | 'network' | 'malformed' | 'aborted';

export class LlmError extends Error {
  readonly kind: LlmErrorKind;
  readonly status: number | undefined;
  readonly attempts: number;

  constructor(kind: LlmErrorKind, message: string, attempts: number, status?: number) {
    super(message);
    this.name = 'LlmError';
    this.kind = kind;
    this.attempts = attempts;
    this.status = status;
  }
}

export interface OpenAiCompatibleConfig {
  /** e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama). A query is kept. */
  baseUrl: string;
  /** Sent as a Bearer token (and as `api-key` for *.azure.com hosts). Optional for local servers. */
  apiKey?: string;
  model: string;
  /**
   * Per attempt, covering the request and reading the body; for a stream, the wait for the
   * first byte and for each later chunk.
   */
  timeoutMs: number;
  /** Retries after the first attempt, on 429, 5xx and network errors only. */
  maxRetries: number;
  /** First backoff delay; doubles per retry (default 250 ms). Retry-After wins when longer. */
  retryBaseMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_RETRY_BASE_MS = 250;
const MAX_RETRY_AFTER_MS = 10_000;

function endpoint(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/chat/completions`;
  return url.toString();
}

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

function retryAfterMs(header: string | null): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, seconds * 1000));
  const date = Date.parse(header);
  return Number.isNaN(date) ? 0 : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, date - Date.now()));
}

function abortedError(attempts: number): LlmError {
  return new LlmError('aborted', 'The call was cancelled', attempts);
}

/** Waits, unless the signal aborts first. */
function sleep(ms: number, signal: AbortSignal | undefined, attempts: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError(attempts));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError(attempts));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

interface CompletionBody {
  model?: unknown;
  choices?: Array<{ message?: { content?: unknown }; delta?: { content?: unknown } }>;
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null;
}

const tokenCount = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** The answer's `usage`, when it carries whole token counts. */
export function usageOf(body: { usage?: CompletionBody['usage'] }): TokenUsage | undefined {
  const promptTokens = tokenCount(body.usage?.prompt_tokens);
  const completionTokens = tokenCount(body.usage?.completion_tokens);
  if (promptTokens === undefined && completionTokens === undefined) return undefined;
  return { promptTokens: promptTokens ?? 0, completionTokens: completionTokens ?? 0 };
}

function parseCompletion(text: string, requested: string, attempts: number): ChatResponse {
  let body: CompletionBody;
  try {
    body = JSON.parse(text) as CompletionBody;
  } catch {
    throw new LlmError('malformed', 'The server answered with invalid JSON', attempts);
  }
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') {
    throw new LlmError('malformed', 'The answer has no choices[0].message.content', attempts);
  }
  const model = typeof body.model === 'string' && body.model.length > 0 ? body.model : requested;
  const usage = usageOf(body);
  return { content, model, attempts, ...(usage ? { usage } : {}) };
}

type Outcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'http'; retryable: boolean; response: Response }
  | { kind: 'network'; message: string };

/** An AbortController that fires on the caller's signal or after `ms` (re-armable). */
class Deadline {
  readonly controller = new AbortController();
  timedOut = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onCallerAbort = () => this.controller.abort();

  constructor(
    private readonly ms: number,
    private readonly caller: AbortSignal | undefined,
  ) {
    caller?.addEventListener('abort', this.onCallerAbort, { once: true });
    if (caller?.aborted) this.controller.abort();
    this.arm();
  }

  arm(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.ms);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.caller?.removeEventListener('abort', this.onCallerAbort);
  }
}

export function createOpenAiCompatibleProvider(config: OpenAiCompatibleConfig): LlmProvider {
  const url = endpoint(config.baseUrl);
  const doFetch = config.fetch ?? fetch;
  const retryBase = config.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) {
    headers['authorization'] = `Bearer ${config.apiKey}`;
    if (new URL(url).hostname.endsWith('.azure.com')) headers['api-key'] = config.apiKey;
  }

  function bodyOf(request: ChatRequest, model: string, stream: boolean): string {
    return JSON.stringify({
      model,
      messages: request.messages,
      // Omitted unless asked for: some models (reasoning ones) refuse non-default values.
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...(request.json ? { response_format: { type: 'json_object' } } : {}),
      // The final event then carries `usage`, so streamed calls are counted like the others.
      ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
    });
  }

  function failureOf(error: unknown, deadline: Deadline, attempts: number): Outcome<never> {
    if (error instanceof LlmError) throw error;
    if (deadline.controller.signal.aborted) {
      if (deadline.timedOut) {
        throw new LlmError('timeout', `No answer within ${config.timeoutMs} ms`, attempts);
      }
      throw abortedError(attempts);
    }
    return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
  }

  /** Runs attempts with backoff until one succeeds or the failure is final. */
  async function withRetries<T>(
    signal: AbortSignal | undefined,
    attempt: (attempts: number) => Promise<Outcome<T>>,
  ): Promise<T> {
    const totalAttempts = Math.max(0, config.maxRetries) + 1;
    let failure = new LlmError('network', 'No attempt was made', 0);
    for (let attempts = 1; attempts <= totalAttempts; attempts += 1) {
      if (signal?.aborted) throw abortedError(attempts - 1);
      const outcome = await attempt(attempts);
      if (outcome.kind === 'ok') return outcome.value;
      let wait = retryBase * 2 ** (attempts - 1);
      if (outcome.kind === 'network') {
        failure = new LlmError('network', `Network error: ${outcome.message}`, attempts);
      } else {
        const status = outcome.response.status;
        failure = new LlmError(
          'http',
          `HTTP ${status} after ${attempts} attempt(s)`,
          attempts,
          status,
        );
        if (!outcome.retryable) break;
        wait = Math.max(wait, retryAfterMs(outcome.response.headers.get('retry-after')));
      }
      if (attempts < totalAttempts) await sleep(wait, signal, attempts);
    }
    throw failure;
  }

  async function chat(request: ChatRequest): Promise<ChatResponse> {
    const model = request.model ?? config.model;
    const body = bodyOf(request, model, false);
    return withRetries(request.signal, async (attempts) => {
      const deadline = new Deadline(config.timeoutMs, request.signal);
      try {
        const response = await doFetch(url, {
          method: 'POST',
          headers,
          body,
          signal: deadline.controller.signal,
        });
        const text = await response.text();
        if (!response.ok)
          return { kind: 'http', retryable: isRetryable(response.status), response };
        return { kind: 'ok', value: parseCompletion(text, model, attempts) };
      } catch (error) {
        return failureOf(error, deadline, attempts);
      } finally {
        deadline.dispose();
      }
    });
  }

  async function chatStream(request: ChatRequest): Promise<ChatStream> {
    const requested = request.model ?? config.model;
    const body = bodyOf(request, requested, true);
    const opened = await withRetries(request.signal, async (attempts) => {
      const deadline = new Deadline(config.timeoutMs, request.signal);
      try {
        const response = await doFetch(url, {
          method: 'POST',
          headers,
          body,
          signal: deadline.controller.signal,
        });
        if (!response.ok) {
          await response.text().catch(() => '');
          deadline.dispose();
          return { kind: 'http', retryable: isRetryable(response.status), response };
        }
        if (!response.body) throw new LlmError('malformed', 'The stream has no body', attempts);
        return { kind: 'ok', value: { response, deadline, attempts } };
      } catch (error) {
        deadline.dispose();
        return failureOf(error, deadline, attempts);
      }
    });
    let model = requested;
    let usage: TokenUsage | undefined;
    const { response, deadline, attempts } = opened;
    async function* deltas(): AsyncGenerator<string> {
      const body = response.body;
      if (!body) throw new LlmError('malformed', 'The stream has no body', attempts);
      const reader = body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          let chunk: ReadableStreamReadResult<Uint8Array>;
          try {
            chunk = await reader.read();
          } catch (error) {
            failureOf(error, deadline, attempts);
            throw new LlmError('network', 'The stream broke off', attempts);
          }
          if (chunk.done) break;
          deadline.arm();
          buffer += decoder.decode(chunk.value, { stream: true });
          let newline = buffer.indexOf('\n');
          while (newline >= 0) {
            const line = buffer.slice(0, newline).trim();
            buffer = buffer.slice(newline + 1);
            newline = buffer.indexOf('\n');
            if (!line.startsWith('data:')) continue;
            const data = line.slice(5).trim();
            if (data === '[DONE]') return;
            let event: CompletionBody;
            try {
              event = JSON.parse(data) as CompletionBody;
            } catch {
              throw new LlmError(
                'malformed',
                'The stream sent an event that is not JSON',
                attempts,
              );
            }
            if (typeof event.model === 'string' && event.model.length > 0) model = event.model;
            usage = usageOf(event) ?? usage;
            const text = event.choices?.[0]?.delta?.content;
            if (typeof text === 'string' && text.length > 0) yield text;
          }
        }
      } finally {
        deadline.dispose();
        reader.cancel().catch(() => undefined);
      }
    }
    return { deltas: deltas(), model: () => model, usage: () => usage };
  }

  return { model: config.model, chat, chatStream };
}
