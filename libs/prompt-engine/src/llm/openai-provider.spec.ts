import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server';
import { LlmError, createOpenAiCompatibleProvider } from './openai-provider';

const messages = [{ role: 'user' as const, content: 'hi' }];

describe('createOpenAiCompatibleProvider (real HTTP)', () => {
  let server: FakeOpenAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('posts a Chat Completions request and returns the content and answering model', async () => {
    server = await startFakeOpenAiServer([
      { kind: 'content', content: '{"ok":true}', model: 'gpt-4o-2024-08-06' },
    ]);
    const provider = createOpenAiCompatibleProvider({
      baseUrl: `${server.baseUrl}/`,
      apiKey: 'sk-test',
      model: 'gpt-4o',
      timeoutMs: 2000,
      maxRetries: 0,
    });
    const answer = await provider.chat({ messages, json: true });
    expect(answer).toEqual({
      content: '{"ok":true}',
      model: 'gpt-4o-2024-08-06',
      attempts: 1,
      usage: { promptTokens: 1, completionTokens: 1 },
    });
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers['authorization']).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({
      model: 'gpt-4o',
      messages,
      response_format: { type: 'json_object' },
    });
  });

  it('sends no authorization without a key and honours a per-call model', async () => {
    server = await startFakeOpenAiServer([{ kind: 'content', content: 'x' }]);
    const provider = createOpenAiCompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'llama3.1',
      timeoutMs: 2000,
      maxRetries: 0,
    });
    const answer = await provider.chat({ messages, model: 'qwen2.5' });
    expect(answer.model).toBe('qwen2.5');
    expect(server.requests[0]?.headers['authorization']).toBeUndefined();
    expect(server.requests[0]?.body['response_format']).toBeUndefined();
  });

  it('retries 429 and 5xx with backoff, then succeeds', async () => {
    server = await startFakeOpenAiServer([
      { kind: 'status', status: 429, headers: { 'retry-after': '0' } },
      { kind: 'status', status: 503 },
      { kind: 'content', content: 'done' },
    ]);
    const provider = createOpenAiCompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'm',
      timeoutMs: 2000,
      maxRetries: 2,
      retryBaseMs: 5,
    });
    await expect(provider.chat({ messages })).resolves.toMatchObject({
      content: 'done',
      attempts: 3,
    });
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after the bounded retries', async () => {
    server = await startFakeOpenAiServer([{ kind: 'status', status: 500 }]);
    const provider = createOpenAiCompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'm',
      timeoutMs: 2000,
      maxRetries: 2,
      retryBaseMs: 5,
    });
    await expect(provider.chat({ messages })).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      attempts: 3,
    });
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry other 4xx answers', async () => {
    server = await startFakeOpenAiServer([{ kind: 'status', status: 401 }]);
    const provider = createOpenAiCompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'm',
      timeoutMs: 2000,
      maxRetries: 3,
      retryBaseMs: 5,
    });
    await expect(provider.chat({ messages })).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(server.requests).toHaveLength(1);
  });

  it('times out a server that never answers', async () => {
    server = await startFakeOpenAiServer([{ kind: 'hang' }]);
    const provider = createOpenAiCompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'm',
      timeoutMs: 100,
      maxRetries: 0,
    });
    const error = await provider.chat({ messages }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LlmError);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('rejects a body that is not a chat completion', async () => {
    server = await startFakeOpenAiServer([{ kind: 'raw', body: '{"choices":[]}' }]);
    const provider = createOpenAiCompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'm',
      timeoutMs: 2000,
      maxRetries: 0,
    });
    await expect(provider.chat({ messages })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('reports a network failure after retrying', async () => {
    server = await startFakeOpenAiServer([{ kind: 'content', content: 'x' }]);
    const baseUrl = server.baseUrl;
    await server.close();
    server = undefined;
    const provider = createOpenAiCompatibleProvider({
      baseUrl,
      model: 'm',
      timeoutMs: 2000,
      maxRetries: 1,
      retryBaseMs: 5,
    });
    await expect(provider.chat({ messages })).rejects.toMatchObject({
      kind: 'network',
      attempts: 2,
    });
  });

  describe('streaming', () => {
    const provider = (baseUrl: string, timeoutMs = 2000) =>
      createOpenAiCompatibleProvider({
        baseUrl,
        model: 'm',
        timeoutMs,
        maxRetries: 2,
        retryBaseMs: 5,
      });

    async function read(stream: { deltas: AsyncIterable<string> } | undefined) {
      if (!stream) throw new Error('the provider cannot stream');
      const parts: string[] = [];
      for await (const part of stream.deltas) parts.push(part);
      return parts;
    }

    it('reads the server-sent events of a `stream: true` answer', async () => {
      server = await startFakeOpenAiServer([
        { kind: 'stream', chunks: ['Hel', 'lo ', 'world'], model: 'm-2025' },
      ]);
      const stream = await provider(server.baseUrl).chatStream?.({ messages });
      expect(await read(stream)).toEqual(['Hel', 'lo ', 'world']);
      expect(stream?.model()).toBe('m-2025');
      expect(server.requests[0]?.body).toMatchObject({ stream: true, messages });
    });

    it('retries a 429 before the first byte', async () => {
      server = await startFakeOpenAiServer([
        { kind: 'status', status: 429, headers: { 'retry-after': '0' } },
        { kind: 'stream', chunks: ['ok'] },
      ]);
      const stream = await provider(server.baseUrl).chatStream?.({ messages });
      expect(await read(stream)).toEqual(['ok']);
      expect(server.requests).toHaveLength(2);
    });

    it('reports an event that is not JSON, a stalled stream and a cancelled one', async () => {
      server = await startFakeOpenAiServer([{ kind: 'raw', body: 'data: {not json\n\n' }]);
      await expect(
        read(await provider(server.baseUrl).chatStream?.({ messages })),
      ).rejects.toMatchObject({
        kind: 'malformed',
      });
      await server.close();
      server = await startFakeOpenAiServer([{ kind: 'stream', chunks: ['a', 'b'], hangAfter: 1 }]);
      await expect(
        read(await provider(server.baseUrl, 100).chatStream?.({ messages })),
      ).rejects.toMatchObject({
        kind: 'timeout',
      });
      await server.close();
      server = await startFakeOpenAiServer([{ kind: 'hang' }]);
      const controller = new AbortController();
      const pending = provider(server.baseUrl, 60_000).chatStream?.({
        messages,
        signal: controller.signal,
      });
      controller.abort();
      await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    });
  });

  it('stops retrying when the caller cancels during the backoff', async () => {
    server = await startFakeOpenAiServer([{ kind: 'status', status: 503 }]);
    const provider = createOpenAiCompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'm',
      timeoutMs: 2000,
      maxRetries: 5,
      retryBaseMs: 60_000,
    });
    const controller = new AbortController();
    const pending = provider.chat({ messages, signal: controller.signal });
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(server.requests).toHaveLength(1);
  });
});
