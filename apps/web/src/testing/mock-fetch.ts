/** A fetch stub answering with the API's envelope, or failing like a dropped connection. */
export type FetchReply = { status: number; body: unknown } | { networkError: true };

/** The Response a fetch stub answers with: the status and the JSON body, nothing else. */
export function replyAsResponse(reply: { status: number; body: unknown }): Response {
  return {
    ok: reply.status >= 200 && reply.status < 300,
    status: reply.status,
    json: async () => reply.body,
  } as Response;
}

export function mockFetch(...replies: FetchReply[]): jest.Mock {
  const queue = [...replies];
  const fn = jest.fn(async () => {
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    if (!reply || 'networkError' in reply) throw new TypeError('Failed to fetch');
    return replyAsResponse(reply);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

export function requestBody(fn: jest.Mock, call = 0): unknown {
  const init = fn.mock.calls[call]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
