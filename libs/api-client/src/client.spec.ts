import { MESSAGES, endpoints, type EnhancementResult } from '@silent/contracts';
import { EXAMPLE_ID, endpointExamples } from '@silent/contracts/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { ApiError, NETWORK_ERROR_MESSAGE, isApiError, serverMessage } from './api-error';
import { createApiClient } from './client';

// A real Fastify server on an ephemeral loopback port, answering in the contract's envelope.
let server: FastifyInstance;
let baseUrl: string;
let lastAuthorization: string | undefined;
let lastContentType: string | undefined;

beforeAll(async () => {
  server = Fastify();
  server.get(endpoints.getHealth.path, async () => ({
    success: true,
    data: endpointExamples.getHealth.data,
  }));
  server.post<{ Body: { originalPrompt?: string } }>(
    endpoints.enhancePrompt.path,
    async (request, reply) => {
      lastAuthorization = request.headers.authorization;
      if (!request.body?.originalPrompt?.trim()) {
        return reply.code(400).send({ success: false, error: MESSAGES.enhancePromptRequired });
      }
      return { success: true, data: endpointExamples.enhancePrompt.data };
    },
  );
  server.get(endpoints.listTrainingData.path, async (request) => ({
    success: true,
    data: [
      { ...endpointExamples.listTrainingData.data[0], category: JSON.stringify(request.query) },
    ],
  }));
  // A row endpoint without a body: DELETE by id, refused for a shared row.
  server.delete<{ Params: { id: string } }>(
    endpoints.deleteTrainingData.path,
    async (request, reply) => {
      lastContentType = request.headers['content-type'];
      if (request.params.id === EXAMPLE_ID) {
        return { success: true, data: { id: EXAMPLE_ID, out_of_date: [] } };
      }
      return reply.code(403).send({ success: false, error: MESSAGES.sharedReadOnly });
    },
  );
  server.post(endpoints.joinWaitlist.path, async () => ({
    success: false,
    error: 'Waitlist is closed',
  }));
  server.get(endpoints.listTemplates.path, async (_request, reply) =>
    reply.type('text/plain').send('not json'),
  );
  // An error envelope without a message: nothing in it is written for a person.
  server.get(endpoints.listTrainingCategories.path, async (_request, reply) =>
    reply.code(500).send({ success: false }),
  );
  server.get(endpoints.getAnalytics.path, async () => new Promise(() => undefined));
  baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await server.close();
});

describe('createApiClient', () => {
  it('returns the typed data of a success envelope and sends the bearer token', async () => {
    const client = createApiClient({ baseUrl, getAccessToken: () => 'token-123' });
    const result: EnhancementResult = await client.call('enhancePrompt', {
      body: { originalPrompt: 'write a launch email' },
    });
    expect(result.enhancedPrompt).toBe(endpointExamples.enhancePrompt.data.enhancedPrompt);
    expect(lastAuthorization).toBe('Bearer token-123');
    const health = await client.call('getHealth');
    expect(health.database).toBe('up');
  });

  it('encodes the query string and skips empty values', async () => {
    const client = createApiClient({ baseUrl });
    const [item] = await client.call('listTrainingData', {
      query: { category: 'blog & news', limit: 5, difficulty: undefined },
    });
    expect(JSON.parse(item?.category ?? '{}')).toEqual({ category: 'blog & news', limit: '5' });
  });

  it("surfaces a validation failure as an ApiError with the server's message", async () => {
    const client = createApiClient({ baseUrl });
    const failure = await client
      .call('enhancePrompt', { body: { originalPrompt: '   ' } })
      .catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({
      status: 400,
      kind: 'http',
      message: MESSAGES.enhancePromptRequired,
    });
  });

  it('treats `success: false` with a 2xx status as a failure', async () => {
    const client = createApiClient({ baseUrl });
    await expect(
      client.call('joinWaitlist', { body: { email: 'ada@example.com' } }),
    ).rejects.toMatchObject({ status: 200, kind: 'http', message: 'Waitlist is closed' });
  });

  it('reports a body that is not the envelope', async () => {
    const client = createApiClient({ baseUrl });
    await expect(client.call('listTemplates')).rejects.toMatchObject({
      kind: 'envelope',
      status: 200,
    });
  });

  it('reports a network failure as a typed error', async () => {
    const closed = Fastify();
    const closedUrl = await closed.listen({ host: '127.0.0.1', port: 0 });
    await closed.close();
    const client = createApiClient({ baseUrl: closedUrl });
    const failure = await client.call('getHealth').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, kind: 'network' });
  });

  it('calls a row endpoint by id without a body, and surfaces a 403 refusal', async () => {
    const client = createApiClient({ baseUrl, getAccessToken: () => 'token-123' });
    const deleted = await client.call('deleteTrainingData', { params: { id: EXAMPLE_ID } });
    expect(deleted).toEqual({ id: EXAMPLE_ID, out_of_date: [] });
    // No body, so no JSON content type (an empty JSON body would be a 400).
    expect(lastContentType).toBeUndefined();
    await expect(
      client.call('deleteTrainingData', { params: { id: '00000000-0000-4000-8000-000000000001' } }),
    ).rejects.toMatchObject({ status: 403, kind: 'http', message: MESSAGES.sharedReadOnly });
  });

  it("tells the server's own words from a failure that carried none", async () => {
    const client = createApiClient({ baseUrl });
    const failure = (call: Promise<unknown>) => call.catch((error: unknown) => error);
    const refused = await failure(
      client.call('deleteTrainingData', { params: { id: '00000000-0000-4000-8000-000000000001' } }),
    );
    expect(serverMessage(refused)).toBe(MESSAGES.sharedReadOnly);
    const wordless = await failure(client.call('listTrainingCategories'));
    expect(wordless).toMatchObject({ status: 500, kind: 'http' });
    expect(serverMessage(wordless)).toBeUndefined();
    expect(serverMessage(await failure(client.call('listTemplates')))).toBeUndefined();
    expect(serverMessage(new ApiError(NETWORK_ERROR_MESSAGE, 0, 'network'))).toBeUndefined();
  });

  it('honours an AbortSignal', async () => {
    const client = createApiClient({ baseUrl });
    const controller = new AbortController();
    const pending = client.call('getAnalytics', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', status: 0 });
  });
});
