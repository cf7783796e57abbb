import { LIBRARY, endpoints, type ServedPrompt } from '@silent/contracts';
import { endpointExamples } from '@silent/contracts/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { isApiError, type ApiError } from './api-error';
import { createPromptClient } from './prompt-client';

// A stand-in for the API's serving endpoint on a loopback port: answers with an ETag and 304
// to a matching If-None-Match, counting what it was asked.
interface Served {
  server: FastifyInstance;
  baseUrl: string;
  requests: { label: unknown; ifNoneMatch: unknown; authorization: unknown }[];
  current: ServedPrompt;
}

async function serve(): Promise<Served> {
  const server = Fastify();
  const state: Served = {
    server,
    baseUrl: '',
    requests: [],
    current: { ...endpointExamples.getPrompt.data },
  };
  server.get<{ Params: { name: string }; Querystring: { label?: string } }>(
    endpoints.getPrompt.path,
    async (request, reply) => {
      state.requests.push({
        label: request.query.label,
        ifNoneMatch: request.headers['if-none-match'],
        authorization: request.headers.authorization,
      });
      if (request.params.name !== state.current.name) {
        return reply.code(404).send({ success: false, error: 'Prompt not found' });
      }
      const etag = `"v${state.current.version}"`;
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.header('etag', etag).send({ success: true, data: state.current });
    },
  );
  state.baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
  return state;
}

describe('createPromptClient', () => {
  let api: Served;
  let clock: number;
  beforeEach(async () => {
    api = await serve();
    clock = 1_000;
  });
  afterEach(async () => {
    await api.server.close();
  });

  const client = (extra: Parameters<typeof createPromptClient>[0] = {}) =>
    createPromptClient({
      baseUrl: api.baseUrl,
      apiKey: 'slk_test-key',
      ttlMs: 60_000,
      now: () => clock,
      ...extra,
    });
  const name = endpointExamples.getPrompt.data.name;

  it('fetches by label with the API key and serves the cached value while it is fresh', async () => {
    const prompts = client();
    const first = await prompts.getPrompt(name, { label: 'production' });
    expect(first).toEqual(api.current);
    clock += 59_000;
    expect(await prompts.getPrompt(name, { label: 'production' })).toEqual(first);
    expect(api.requests).toEqual([
      { label: 'production', ifNoneMatch: undefined, authorization: 'Bearer slk_test-key' },
    ]);
  });

  it('serves a stale value at once and revalidates it with If-None-Match', async () => {
    const prompts = client();
    await prompts.getPrompt(name);
    clock += 61_000;
    // Unchanged on the server: a 304, the entry is fresh again.
    expect((await prompts.getPrompt(name)).version).toBe(2);
    await prompts.idle();
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]).toMatchObject({ label: LIBRARY.defaultLabel, ifNoneMatch: '"v2"' });
    // The label moved: the stale value is served once more, then the new one.
    api.current = { ...api.current, version: 1, text: 'Rolled back text' };
    clock += 61_000;
    expect((await prompts.getPrompt(name)).version).toBe(2);
    await prompts.idle();
    expect(await prompts.getPrompt(name)).toMatchObject({ version: 1, text: 'Rolled back text' });
    expect(api.requests).toHaveLength(3);
  });

  it('keeps serving the stale value while the server is stopped', async () => {
    const errors: ApiError[] = [];
    const prompts = client({ onRevalidateError: (error) => errors.push(error) });
    const first = await prompts.getPrompt(name);
    await api.server.close();
    clock += 10 * 60_000;
    expect(await prompts.getPrompt(name)).toEqual(first);
    await prompts.idle();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ kind: 'network' });
    // Still down, still served.
    clock += 10 * 60_000;
    expect(await prompts.getPrompt(name)).toEqual(first);
    // A prompt never fetched has nothing to fall back on: the failure is reported.
    const failure = await prompts.getPrompt('never/fetched').catch((error: unknown) => error);
    expect(isApiError(failure) && failure.kind).toBe('network');
  });

  it("reports the server's refusal on a first fetch", async () => {
    const failure = await client()
      .getPrompt('missing/prompt')
      .catch((error: unknown) => error);
    expect(isApiError(failure) && [failure.status, failure.message]).toEqual([
      404,
      'Prompt not found',
    ]);
  });
});
