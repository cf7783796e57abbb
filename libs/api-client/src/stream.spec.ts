// The typed client's streamed enhancement against a real server on loopback that answers the
// way ENHANCE_STREAM says: deltas then a result, an error event, a JSON refusal, or a stream
// that never ends (to be stopped).
import { ENHANCE_STREAM, type EnhancementResult } from '@silent/contracts';
import { endpointExamples } from '@silent/contracts/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { createApiClient } from './client';

const result = endpointExamples.enhancePrompt.data as EnhancementResult;
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

let server: FastifyInstance;
let baseUrl: string;
let answer: 'ok' | 'error' | 'refuse' | 'hang' = 'ok';
let lastAuthorization: string | undefined;

beforeAll(async () => {
  server = Fastify();
  server.post(ENHANCE_STREAM.path, async (request, reply) => {
    lastAuthorization = request.headers.authorization;
    if (answer === 'refuse') {
      return reply.code(429).send({ success: false, error: 'Too many requests, please slow down' });
    }
    const body = new PassThrough();
    reply.header('content-type', 'text/event-stream').send(body);
    // Split mid-event, as a network delivers it.
    const delta = event(ENHANCE_STREAM.events.delta, { text: 'Write a ' });
    body.write(delta.slice(0, 10));
    body.write(delta.slice(10));
    body.write(event(ENHANCE_STREAM.events.delta, { text: 'launch email.' }));
    if (answer === 'hang') return reply;
    body.end(
      answer === 'ok'
        ? event(ENHANCE_STREAM.events.result, result)
        : event(ENHANCE_STREAM.events.error, { error: 'Failed to enhance prompt' }),
    );
    return reply;
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  server.server.closeAllConnections();
  await server.close();
});

describe('streamEnhance', () => {
  it('hands over every delta in order, with the token, and resolves to the result', async () => {
    answer = 'ok';
    const client = createApiClient({ baseUrl, getAccessToken: () => 'token-1' });
    const deltas: string[] = [];
    const streamed = await client.streamEnhance(
      { originalPrompt: 'write a launch email' },
      { onDelta: (text) => deltas.push(text) },
    );
    expect(deltas).toEqual(['Write a ', 'launch email.']);
    expect(streamed).toEqual(result);
    expect(lastAuthorization).toBe('Bearer token-1');
  });

  it('rejects with the server’s words for an error event or a refusal', async () => {
    const client = createApiClient({ baseUrl });
    answer = 'error';
    await expect(client.streamEnhance({ originalPrompt: 'x' })).rejects.toMatchObject({
      kind: 'http',
      message: 'Failed to enhance prompt',
    });
    answer = 'refuse';
    await expect(client.streamEnhance({ originalPrompt: 'x' })).rejects.toMatchObject({
      kind: 'http',
      status: 429,
      message: 'Too many requests, please slow down',
    });
  });

  it('stops when its signal is aborted mid-stream', async () => {
    answer = 'hang';
    const client = createApiClient({ baseUrl });
    const stop = new AbortController();
    const deltas: string[] = [];
    const pending = client.streamEnhance(
      { originalPrompt: 'x' },
      {
        signal: stop.signal,
        onDelta: (text) => {
          deltas.push(text);
          if (deltas.length === 2) stop.abort();
        },
      },
    );
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', status: 0 });
    expect(deltas).toEqual(['Write a ', 'launch email.']);
  });
});
