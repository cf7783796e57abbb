// Fetching library prompts by label from an application: `getPrompt(name, { label })` with an
// in-memory cache. A fresh entry (younger than the TTL) is served without a request; a stale one
// is served at once while one background request revalidates it with If-None-Match (a 304 costs
// the server no body). When that request fails because the server is down, the stale value keeps
// being served: an application keeps working through a short outage or a redeploy.
import {
  LIBRARY,
  buildPath,
  endpoints,
  type RenderedPrompt,
  type ServedPrompt,
} from '@silent/contracts';
import { ABORTED_MESSAGE, ApiError, NETWORK_ERROR_MESSAGE, noServerMessage } from './api-error';
import { createApiClient, type ApiClientOptions } from './client';

export interface PromptClientOptions extends ApiClientOptions {
  /** An API key (`slk_...`) from the Library tab; else `getAccessToken` (a session) is used. */
  apiKey?: string;
  /** How long a fetched prompt is fresh, in ms (default LIBRARY.clientCacheTtlMs). */
  ttlMs?: number;
  /** Told about a background revalidation that failed (the stale value was kept). */
  onRevalidateError?: (error: ApiError, name: string) => void;
  /** The clock (tests). */
  now?: () => number;
}

export interface GetPromptOptions {
  /** Which label to serve (default production); `latest` for the newest version. */
  label?: string;
  /** `latest`: serve the newest version when no version carries the label yet. */
  fallback?: 'latest';
  signal?: AbortSignal;
}

export interface PromptClient {
  getPrompt(name: string, options?: GetPromptOptions): Promise<ServedPrompt>;
  /** Renders the labelled version with its variables on the server (never cached). */
  renderPrompt(
    name: string,
    variables: Record<string, string>,
    options?: Omit<GetPromptOptions, 'signal'>,
  ): Promise<RenderedPrompt>;
  /** Forgets cached prompts (one name, or all). */
  invalidate(name?: string): void;
  /**
   * Resolves once no background revalidation is in flight: before shutting down, or in a test
   * that must see a revalidation's result rather than guess how long it takes.
   */
  idle(): Promise<void>;
}

interface Entry {
  name: string;
  value: ServedPrompt;
  etag: string | undefined;
  fetchedAt: number;
  revalidating?: Promise<void>;
}

/** Failures that say the server could not answer now; anything else is the server's "no". */
const isOutage = (error: ApiError) =>
  error.kind === 'network' ||
  error.kind === 'envelope' ||
  error.status >= 500 ||
  error.status === 429;

export function createPromptClient(options: PromptClientOptions = {}): PromptClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const ttl = options.ttlMs ?? LIBRARY.clientCacheTtlMs;
  const now = options.now ?? (() => Date.now());
  const cache = new Map<string, Entry>();
  const inFlight = new Set<Promise<void>>();
  const token = async () => options.apiKey ?? (await options.getAccessToken?.()) ?? undefined;
  const api = createApiClient({ ...options, getAccessToken: token });

  async function fetchPrompt(
    name: string,
    query: { label: string; fallback?: 'latest' },
    etag: string | undefined,
    signal?: AbortSignal,
  ): Promise<{ value?: ServedPrompt; etag?: string }> {
    const search = new URLSearchParams({ label: query.label });
    if (query.fallback) search.set('fallback', query.fallback);
    const url = `${baseUrl}${buildPath(endpoints.getPrompt.path, { name })}?${search}`;
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const bearer = await token();
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (etag) headers['if-none-match'] = etag;
    let response: Response;
    try {
      response = await doFetch(url, { method: 'GET', headers, signal });
    } catch (cause) {
      if (signal?.aborted) throw new ApiError(ABORTED_MESSAGE, 0, 'aborted');
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'network', { cause: String(cause) });
    }
    if (response.status === 304) return {};
    let payload: { success?: unknown; data?: unknown; error?: unknown; details?: unknown };
    try {
      payload = (await response.json()) as typeof payload;
    } catch {
      throw new ApiError(
        `The server answered ${response.status} without a JSON body.`,
        response.status,
        'envelope',
      );
    }
    if (!response.ok || payload.success !== true) {
      const message =
        typeof payload.error === 'string' && payload.error
          ? payload.error
          : noServerMessage(response.status);
      throw new ApiError(message, response.status, 'http', payload.details);
    }
    return {
      value: payload.data as ServedPrompt,
      etag: response.headers.get('etag') ?? undefined,
    };
  }

  function keyOf(name: string, label: string, fallback: string | undefined) {
    return `${name}\u0000${label}\u0000${fallback ?? ''}`;
  }

  function revalidate(key: string, entry: Entry, query: { label: string; fallback?: 'latest' }) {
    if (entry.revalidating) return;
    const running: Promise<void> = fetchPrompt(entry.name, query, entry.etag)
      .then((fresh) => {
        if (cache.get(key) !== entry) return;
        if (fresh.value)
          cache.set(key, { ...entry, value: fresh.value, etag: fresh.etag, fetchedAt: now() });
        else entry.fetchedAt = now();
      })
      .catch((error: unknown) => {
        const failure =
          error instanceof ApiError ? error : new ApiError(String(error), 0, 'network');
        // The server is down or busy: keep serving what we have. A refusal (the prompt or the
        // label is gone, the key was revoked) drops the entry, so the next call reports it.
        if (!isOutage(failure) && cache.get(key) === entry) cache.delete(key);
        options.onRevalidateError?.(failure, entry.name);
      })
      .finally(() => {
        entry.revalidating = undefined;
        inFlight.delete(running);
      });
    entry.revalidating = running;
    inFlight.add(running);
  }

  return {
    async getPrompt(name, { label = LIBRARY.defaultLabel, fallback, signal } = {}) {
      const query = { label, ...(fallback ? { fallback } : {}) };
      const key = keyOf(name, label, fallback);
      const entry = cache.get(key);
      if (entry) {
        if (now() - entry.fetchedAt >= ttl) revalidate(key, entry, query);
        return entry.value;
      }
      const fresh = await fetchPrompt(name, query, undefined, signal);
      if (!fresh.value)
        throw new ApiError('The server answered 304 to a first request.', 304, 'envelope');
      cache.set(key, { name, value: fresh.value, etag: fresh.etag, fetchedAt: now() });
      return fresh.value;
    },

    renderPrompt(name, variables, { label = LIBRARY.defaultLabel, fallback } = {}) {
      return api.call('renderPrompt', {
        params: { name },
        query: { label, ...(fallback ? { fallback } : {}) },
        body: { variables },
      });
    },

    invalidate(name) {
      if (name === undefined) cache.clear();
      else for (const [key, entry] of cache) if (entry.name === name) cache.delete(key);
    },

    async idle() {
      // A revalidation that ends may not start another, but loop in case one was started meanwhile.
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
