// List models and Test against a real local HTTP server (the fake OpenAI server): each answer a
// server can give is said in MODEL_MESSAGES' words.
import { MODEL_MESSAGES, MODELS } from '@silent/contracts';
import { createServer } from 'node:net';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server';
import { listServerModels, testServerModel } from './probe';

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

describe('listServerModels and testServerModel (real HTTP)', () => {
  let server: FakeOpenAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('lists the ids of GET /models, sorted, sending the key', async () => {
    server = await startFakeOpenAiServer([], { models: ['qwen2.5', 'llama3.1'], apiKey: 'sk-1' });
    const result = await listServerModels({ baseUrl: server.baseUrl, apiKey: 'sk-1' });
    expect(result).toMatchObject({
      ok: true,
      models: ['llama3.1', 'qwen2.5'],
      message: MODEL_MESSAGES.listed(2),
    });
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models' });
  });

  it('says when the server lists nothing', async () => {
    server = await startFakeOpenAiServer([]);
    expect(await listServerModels({ baseUrl: server.baseUrl })).toMatchObject({
      ok: false,
      message: MODEL_MESSAGES.noModels,
    });
  });

  it('says a refused connection, a refused key and a wrong path in plain words', async () => {
    const port = await closedPort();
    const nowhere = `http://127.0.0.1:${port}/v1`;
    expect(await listServerModels({ baseUrl: nowhere })).toMatchObject({
      ok: false,
      message: `Could not reach ${nowhere}: is the server running?`,
    });
    server = await startFakeOpenAiServer([], { models: ['m'], apiKey: 'right' });
    expect(await listServerModels({ baseUrl: server.baseUrl, apiKey: 'wrong' })).toMatchObject({
      ok: false,
      message: MODEL_MESSAGES.keyRefused,
    });
    expect((await testServerModel({ baseUrl: server.baseUrl, model: 'm' })).message).toBe(
      MODEL_MESSAGES.keyRefused,
    );
  });

  it('tests with one tiny completion and reports latency, model and usage', async () => {
    server = await startFakeOpenAiServer([
      { kind: 'content', content: 'ok', usage: { prompt_tokens: 12, completion_tokens: 1 } },
    ]);
    const result = await testServerModel({ baseUrl: server.baseUrl, model: 'llama3.1' });
    expect(result).toMatchObject({
      ok: true,
      model: 'llama3.1',
      usage: { promptTokens: 12, completionTokens: 1 },
    });
    expect(result.message).toBe(MODEL_MESSAGES.answered('llama3.1', result.latencyMs));
    expect(server.requests[0]?.body).toEqual({
      model: 'llama3.1',
      messages: [{ role: 'user', content: MODELS.testPrompt }],
      max_tokens: MODELS.testMaxTokens,
    });
  });

  it('tells an unknown model from a wrong path, and names server failures', async () => {
    server = await startFakeOpenAiServer([
      {
        kind: 'status',
        status: 404,
        body: JSON.stringify({
          error: { message: 'model "nope" not found, try pulling it first' },
        }),
      },
      { kind: 'status', status: 404, body: '404 page not found' },
      { kind: 'status', status: 500 },
      { kind: 'raw', body: '<html>hello</html>' },
    ]);
    const test = () => testServerModel({ baseUrl: server!.baseUrl, model: 'nope' });
    expect((await test()).message).toBe(MODEL_MESSAGES.modelNotFound('nope'));
    expect((await test()).message).toBe(
      MODEL_MESSAGES.pathNotFound(`${server.baseUrl}/chat/completions`),
    );
    expect((await test()).message).toBe(MODEL_MESSAGES.serverFailed(500));
    expect((await test()).message).toBe(MODEL_MESSAGES.notOpenAi);
  });

  it('gives up after the timeout and says so', async () => {
    server = await startFakeOpenAiServer([{ kind: 'hang' }]);
    const result = await testServerModel({ baseUrl: server.baseUrl, model: 'm', timeoutMs: 150 });
    expect(result).toMatchObject({ ok: false, message: MODEL_MESSAGES.timeout(150) });
  });
});
