import { createApiClient, noServerMessage } from '@silent/api-client';
import type { EndpointName } from '@silent/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { api } from '../../../lib/api-client';
import { AuthContext, type AuthContextValue } from '../../../lib/auth-context';
import { replyAsResponse } from '../../../testing/mock-fetch';

/**
 * Test harness for the tool: a fresh query client, a fake auth context, a router (for links)
 * and a Toaster so specs assert the toasts a person would read.
 *
 * Specs must `jest.mock('<path>/lib/api-client')` so `api.call` is a jest.fn (and
 * `api.streamEnhance` too where the Basic Enhancer renders); `mockApi` then answers per endpoint
 * name. The streamed enhancement answers from the `enhancePrompt` handler: same body, same
 * result, sent as one delta like the offline engine does.
 */
export type Handler = (input: {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}) => unknown;

export function mockApi(handlers: Partial<Record<EndpointName, Handler>>) {
  const call = api.call as unknown as jest.Mock;
  call.mockImplementation(async (name: EndpointName, input = {}) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`No mock for ${name}`);
    return handler(input);
  });
  const stream = api.streamEnhance as unknown as jest.Mock | undefined;
  stream?.mockImplementation?.(
    async (body: unknown, { onDelta }: { onDelta?: (text: string) => void } = {}) => {
      const handler = handlers.enhancePrompt;
      if (!handler) throw new Error('No mock for enhancePrompt');
      const result = (await handler({ body })) as { enhancedPrompt: string };
      onDelta?.(result.enhancedPrompt);
      return result;
    },
  );
  return call;
}

/**
 * A handler failing as the real client fails on this answer of the API, so a spec sees the very
 * error a screen gets from it: the server's own words, or none fit for a person.
 */
export function failingAnswer(
  name: EndpointName,
  reply: { status: number; body: unknown },
): Handler {
  const client = createApiClient({ fetch: async () => replyAsResponse(reply) });
  const call = client.call as (name: EndpointName, input: unknown) => Promise<unknown>;
  return (input) => call(name, input);
}

/** An error envelope without a message: only a bare status, nothing for a person to read. */
export const WORDLESS_FAILURE = { status: 500, body: { success: false } } as const;

/**
 * The two failing answers a mutation's toast must read well for: a refusal in the server's own
 * words (shown as they are), and one without any (the screen's fallback, never the status).
 */
export function failureCases(
  name: EndpointName,
  refusal: { status: number; error: string },
  fallback: string,
) {
  return [
    {
      answer: `${refusal.status} “${refusal.error}”`,
      handler: failingAnswer(name, {
        status: refusal.status,
        body: { success: false, error: refusal.error },
      }),
      shown: refusal.error,
    },
    {
      answer: `${WORDLESS_FAILURE.status} without a message`,
      handler: failingAnswer(name, WORDLESS_FAILURE),
      shown: fallback,
    },
  ];
}

/** A failure toast reads `shown`: neither the success message nor a bare status. */
export async function expectFailureToast(shown: string, success: string) {
  expect(await screen.findByText(shown)).toBeInTheDocument();
  expect(screen.queryByText(success)).not.toBeInTheDocument();
  expect(screen.queryByText(noServerMessage(WORDLESS_FAILURE.status))).not.toBeInTheDocument();
}

/** Calls made to one endpoint, as their inputs (the streamed enhancement counts as enhancePrompt). */
export function callsTo(name: EndpointName): unknown[] {
  const call = api.call as unknown as jest.Mock;
  const calls = call.mock.calls.filter(([n]) => n === name).map(([, input]) => input);
  const stream = api.streamEnhance as unknown as jest.Mock | undefined;
  if (name !== 'enhancePrompt' || !stream?.mock) return calls;
  return [...calls, ...stream.mock.calls.map(([body]) => ({ body }))];
}

export const signedInUser = { id: 'u1', email: 'ada@example.com' } as AuthContextValue['user'];

export function renderTool(
  ui: ReactElement,
  {
    user = null,
    route = '/',
    ...options
  }: { user?: AuthContextValue['user']; route?: string } & RenderOptions = {},
) {
  const queryClient = new QueryClient({
    // Like the app's client (lib/query-client): fresh data is not refetched on every mount.
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const auth: AuthContextValue = {
    user,
    session: null,
    loading: false,
    signOut: async () => undefined,
  };
  const events = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <Toaster />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
    options,
  );
  return { ...result, user: events, queryClient };
}

/** A deferred promise: lets a spec hold a request open to look at the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
