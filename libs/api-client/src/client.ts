import {
  buildPath,
  endpoints as defaultEndpoints,
  type EndpointBody,
  type EndpointData,
  type EndpointName,
  type EndpointParams,
  type EndpointQuery,
  type Endpoints,
} from '@silent/contracts';
import { ABORTED_MESSAGE, ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

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

export interface ApiClient {
  call<N extends EndpointName>(name: N, ...args: OptionalIfEmpty<N>): Promise<EndpointData<N>>;
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
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = await options.getAccessToken?.();
    if (token) headers.authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await doFetch(url, {
        method: endpoint.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw new ApiError(ABORTED_MESSAGE, 0, 'aborted');
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'network', { cause: String(cause) });
    }

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
          : `Request failed with status ${response.status}`;
      throw new ApiError(
        message,
        response.status,
        'http',
        failure.details,
        typeof failure.requestId === 'string' ? failure.requestId : undefined,
      );
    }
    return payload.data as EndpointData<N>;
  }

  return { call: call as ApiClient['call'] };
}
