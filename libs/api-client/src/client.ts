import {
  buildPath,
  endpoints as defaultEndpoints,
  type EndpointBody,
  type EndpointData,
  type EndpointName,
  type EndpointParams,
  type EndpointQuery,
  type Endpoints,
  ENHANCE_STREAM,
  type EnhanceRequest,
  type EnhancementResult,
} from '@silent/contracts';
import { createParser } from 'eventsource-parser';
import { ABORTED_MESSAGE, ApiError, NETWORK_ERROR_MESSAGE, noServerMessage } from './api-error';

export interface ApiClientOptions {
  /** Origin of the API, e.g. `http://localhost:3000`. Empty means same origin (browser). */
  baseUrl?: string;
  /** Returns the bearer token to send, if any (read on every call so refreshes are picked up). */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Injected fetch (tests, Node polyfills); defaults to the global one. */
  fetch?: typeof fetch;
  /** Extra headers sent with every call. */
  headers?: Record<string, string>;
}

type Defined<K extends string, V> = [V] extends [undefined]
  ? { [P in K]?: never }
  : { [P in K]: V };

/** What a call takes: params/query/body exactly as the contract declares them. */
export type CallInput<N extends EndpointName> = Defined<'params', EndpointParams<N>> &
  Defined<'body', EndpointBody<N>> & { query?: EndpointQuery<N>; signal?: AbortSignal };

type OptionalIfEmpty<N extends EndpointName> = [EndpointParams<N>, EndpointBody<N>] extends [
  undefined,
  undefined,
]
  ? [input?: CallInput<N>]
  : [input: CallInput<N>];

export interface StreamEnhanceOptions {
  /** Aborting it closes the stream: the server stops the model and stores nothing. */
  signal?: AbortSignal;
  /** Text as the model writes it (the offline engine sends its whole draft at once). */
  onDelta?: (text: string) => void;
}

export interface ApiClient {
  call<N extends EndpointName>(name: N, ...args: OptionalIfEmpty<N>): Promise<EndpointData<N>>;
  /**
   * `enhancePrompt` as a stream (ENHANCE_STREAM): deltas to `onDelta`, then the stored result,
   * which is final (it may differ from the deltas when the model's answer lost to the draft).
   */
  streamEnhance(body: EnhanceRequest, options?: StreamEnhanceOptions): Promise<EnhancementResult>;
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(
  value: unknown,
): value is { success: boolean; data?: unknown; error?: unknown } {
  return typeof value === 'object' && value !== null && 'success' in value;
}

/** One typed client over the whole endpoint table: `client.call('enhancePrompt', { body })`. */
export function createApiClient(
  options: ApiClientOptions = {},
  table: Endpoints = defaultEndpoints,
): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  /** Sends one request with the caller's token; a failure to get any answer is an ApiError. */
  async function send(
    method: string,
    url: string,
    body: unknown,
    signal: AbortSignal | undefined,
    accept: string,
  ): Promise<Response> {
    const headers: Record<string, string> = { accept, ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = await options.getAccessToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      return await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw new ApiError(ABORTED_MESSAGE, 0, 'aborted');
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'network', { cause: String(cause) });
    }
  }

  /** The envelope of a JSON answer: its data, or an ApiError with the server's own words. */
  async function envelopeOf(response: Response): Promise<unknown> {
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      throw new ApiError(
        `The server answered ${response.status} without a JSON body.`,
        response.status,
        'envelope',
      );
    }
    if (!isEnvelope(payload)) {
      throw new ApiError(
        `The server answered ${response.status} with an unexpected body.`,
        response.status,
        'envelope',
      );
    }
    if (!response.ok || payload.success !== true) {
      const failure = payload as { error?: unknown; details?: unknown; requestId?: unknown };
      const message =
        typeof failure.error === 'string' && failure.error
          ? failure.error
          : noServerMessage(response.status);
      throw new ApiError(
        message,
        response.status,
        'http',
        failure.details,
        typeof failure.requestId === 'string' ? failure.requestId : undefined,
      );
    }
    return payload.data;
  }

  async function call<N extends EndpointName>(
    name: N,
    input?: CallInput<N>,
  ): Promise<EndpointData<N>> {
    const endpoint = table[name];
    const { params, query, body, signal } = (input ?? {}) as {
      params?: Record<string, string>;
      query?: Record<string, unknown>;
      body?: unknown;
      signal?: AbortSignal;
    };
    const url = baseUrl + buildPath(endpoint.path, params) + toQueryString(query);
    const response = await send(endpoint.method, url, body, signal, 'application/json');
    return (await envelopeOf(response)) as EndpointData<N>;
  }

  async function streamEnhance(
    body: EnhanceRequest,
    { signal, onDelta }: StreamEnhanceOptions = {},
  ): Promise<EnhancementResult> {
    const url = baseUrl + ENHANCE_STREAM.path;
    const response = await send(ENHANCE_STREAM.method, url, body, signal, 'text/event-stream');
    const type = response.headers.get('content-type') ?? '';
    // A refusal (validation, sign-in, rate limit) comes before the stream, as a JSON envelope.
    if (!response.ok || !type.startsWith('text/event-stream')) {
      await envelopeOf(response);
      throw new ApiError(
        `The server answered ${response.status} without a stream.`,
        response.status,
        'envelope',
      );
    }
    let result: EnhancementResult | undefined;
    let failure: string | undefined;
    const parser = createParser({
      onEvent: ({ event, data }) => {
        const payload = JSON.parse(data) as Record<string, unknown>;
        if (event === ENHANCE_STREAM.events.delta) onDelta?.(String(payload['text'] ?? ''));
        else if (event === ENHANCE_STREAM.events.result) result = payload as EnhancementResult;
        else if (event === ENHANCE_STREAM.events.error) failure = String(payload['error'] ?? '');
      },
    });
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        if (!reader) break;
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch (cause) {
      if (signal?.aborted) throw new ApiError(ABORTED_MESSAGE, 0, 'aborted');
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'network', { cause: String(cause) });
    } finally {
      // Release the connection whether the stream ended, broke off or was stopped.
      reader?.cancel().catch(() => undefined);
    }
    if (failure !== undefined) throw new ApiError(failure, response.status, 'http');
    if (!result) {
      if (signal?.aborted) throw new ApiError(ABORTED_MESSAGE, 0, 'aborted');
      throw new ApiError('The stream ended without a result.', response.status, 'envelope');
    }
    return result;
  }

  return { call: call as ApiClient['call'], streamEnhance };
}
