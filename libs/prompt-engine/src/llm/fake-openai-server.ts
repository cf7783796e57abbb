// A local HTTP server that speaks the OpenAI Chat Completions wire format, for tests (here and in
// the API): each request is answered by the next scripted reply, and every request is recorded.
// A request with `stream: true` is answered with server-sent events, as the real API does.
// `GET {baseUrl}/models` lists the models given in the options (without using up a reply), and
// with `apiKey` set every request with another bearer token gets the real API's 401.

import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  /** A completion; streamed in a few chunks when the request asks for `stream: true`. */
  | { kind: 'content'; content: string; model?: string; usage?: FakeUsage }
  /** Streamed chunks, then (unless `hangAfter` is set) the end of the stream. */
  | { kind: 'stream'; chunks: readonly string[]; model?: string; hangAfter?: number }
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  | { kind: 'raw'; body: string }
  /** Never answers (until the server closes). */
  | { kind: 'hang' };

/** The `usage` a completion reports (default 1 prompt token, 1 completion token). */
export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface FakeServerOptions {
  /** What `GET /models` lists (default: nothing, an empty list). */
  models?: readonly string[];
  /** When set, a request without `Authorization: Bearer <apiKey>` is refused with 401. */
  apiKey?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeOpenAiServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** The chat completion requests among them (not model lists), in order. */
  chats(): RecordedRequest[];
  /** The most requests that were open at the same time. */
  maxInFlight(): number;
  close(): Promise<void>;
}

const DEFAULT_USAGE: FakeUsage = { prompt_tokens: 1, completion_tokens: 1 };

export function completion(content: string, model: string, usage = DEFAULT_USAGE): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  });
}

/** The last event of a stream asked for with `stream_options.include_usage`. */
export function usageEvent(model: string, usage = DEFAULT_USAGE): string {
  const body = {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model,
    choices: [],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/** One `data:` event of a streamed completion. */
export function chunkEvent(delta: string, model: string): string {
  const body = {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model,
    choices: [{ index: 0, delta: { content: delta }, finish_reason: null }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/** Splits a text into a few chunks at spaces, as a model streams it. */
export function chunksOf(content: string, size = 12): string[] {
  const chunks: string[] = [];
  for (let index = 0; index < content.length; index += size)
    chunks.push(content.slice(index, index + size));
  return chunks;
}

/** Starts on 127.0.0.1, port 0. Replies run in order; the last one repeats. */
export async function startFakeOpenAiServer(
  replies: readonly FakeReply[],
  options: FakeServerOptions = {},
): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  let completions = 0;
  const open = new Set<ServerResponse>();
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    open.add(res);
    res.on('close', () => {
      inFlight -= 1;
      open.delete(res);
    });
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const method = req.method ?? 'GET';
      requests.push({ method, path: req.url ?? '', headers: req.headers, body });
      const json = { 'content-type': 'application/json' };
      if (
        options.apiKey !== undefined &&
        req.headers.authorization !== `Bearer ${options.apiKey}`
      ) {
        res.writeHead(401, json).end(
          JSON.stringify({
            error: { message: 'Incorrect API key provided', type: 'invalid_request_error' },
          }),
        );
        return;
      }
      if (method === 'GET' && /\/models\/?$/.test(new URL(req.url ?? '/', 'http://x').pathname)) {
        const data = (options.models ?? []).map((id) => ({
          id,
          object: 'model',
          owned_by: 'fake',
        }));
        res.writeHead(200, json).end(JSON.stringify({ object: 'list', data }));
        return;
      }
      completions += 1;
      const reply = replies[Math.min(completions - 1, replies.length - 1)] ?? { kind: 'hang' };
      const model = String(body['model']);
      const streamed = body['stream'] === true;
      const streamOptions = body['stream_options'] as { include_usage?: unknown } | undefined;
      const withUsage = streamOptions?.include_usage === true;
      switch (reply.kind) {
        case 'content':
          if (streamed) {
            writeStream(res, chunksOf(reply.content), reply.model ?? model, undefined, {
              usage: withUsage ? (reply.usage ?? DEFAULT_USAGE) : undefined,
            });
            return;
          }
          res
            .writeHead(200, json)
            .end(completion(reply.content, reply.model ?? model, reply.usage));
          return;
        case 'stream':
          writeStream(res, reply.chunks, reply.model ?? model, reply.hangAfter);
          return;
        case 'status':
          res
            .writeHead(reply.status, { ...json, ...reply.headers })
            .end(reply.body ?? JSON.stringify({ error: { message: `status ${reply.status}` } }));
          return;
        case 'raw':
          res.writeHead(200, json).end(reply.body);
          return;
        case 'hang':
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    chats: () => requests.filter((request) => request.path.endsWith('/chat/completions')),
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function writeStream(
  res: ServerResponse,
  chunks: readonly string[],
  model: string,
  hangAfter?: number,
  extra: { usage?: FakeUsage | undefined } = {},
): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const sent = hangAfter === undefined ? chunks : chunks.slice(0, hangAfter);
  for (const chunk of sent) res.write(chunkEvent(chunk, model));
  if (hangAfter !== undefined) return;
  if (extra.usage) res.write(usageEvent(model, extra.usage));
  res.end('data: [DONE]\n\n');
}
