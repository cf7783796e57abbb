// An adapter for the OpenAI-compatible Chat Completions API (OpenAI, Azure OpenAI's v1 endpoint,
// Ollama, vLLM, LM Studio): one POST to {baseUrl}/chat/completions with a per-attempt timeout
// and bounded retries with exponential backoff on 429, 5xx and network errors.

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
}

export interface ChatResponse {
  content: string;
  /** The model that answered, as the server names it. */
  model: string;
  attempts: number;
}

export interface LlmProvider {
  /** The configured model. */
  readonly model: string;
  chat(request: ChatRequest): Promise<ChatResponse>;
}

export type LlmErrorKind = 'timeout' | 'http' | 'network' | 'malformed';

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
  /** Per attempt, covering the request and reading the body. */
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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

interface CompletionBody {
  model?: unknown;
  choices?: Array<{ message?: { content?: unknown } }>;
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
  return { content, model, attempts };
}

type Outcome =
  | { kind: 'ok'; answer: ChatResponse }
  | { kind: 'http'; retryable: boolean; response: Response }
  | { kind: 'network'; message: string };

export function createOpenAiCompatibleProvider(config: OpenAiCompatibleConfig): LlmProvider {
  const url = endpoint(config.baseUrl);
  const doFetch = config.fetch ?? fetch;
  const retryBase = config.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) {
    headers['authorization'] = `Bearer ${config.apiKey}`;
    if (new URL(url).hostname.endsWith('.azure.com')) headers['api-key'] = config.apiKey;
  }

  async function attempt(body: string, attempts: number, model: string): Promise<Outcome> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), config.timeoutMs);
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers,
        body,
        signal: controller.signal,
      });
      const text = await response.text();
      if (!response.ok) {
        return { kind: 'http', retryable: isRetryable(response.status), response };
      }
      return { kind: 'ok', answer: parseCompletion(text, model, attempts) };
    } catch (error) {
      if (error instanceof LlmError) throw error;
      if (controller.signal.aborted) {
        throw new LlmError('timeout', `No answer within ${config.timeoutMs} ms`, attempts);
      }
      return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    model: config.model,
    async chat(request) {
      const model = request.model ?? config.model;
      const body = JSON.stringify({
        model,
        messages: request.messages,
        // Omitted unless asked for: some models (reasoning ones) refuse non-default values.
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
        ...(request.json ? { response_format: { type: 'json_object' } } : {}),
      });
      const totalAttempts = Math.max(0, config.maxRetries) + 1;
      let failure = new LlmError('network', 'No attempt was made', 0);
      for (let attempts = 1; attempts <= totalAttempts; attempts += 1) {
        const outcome = await attempt(body, attempts, model);
        if (outcome.kind === 'ok') return outcome.answer;
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
        if (attempts < totalAttempts) await sleep(wait);
      }
      throw failure;
    },
  };
}
