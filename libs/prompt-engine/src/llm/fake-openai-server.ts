// A local HTTP server that speaks the OpenAI Chat Completions wire format, for tests (here and in
// the API): each request is answered by the next scripted reply, and every request is recorded.

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  | { kind: 'content'; content: string; model?: string }
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  | { kind: 'raw'; body: string }
  | { kind: 'hang' };

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeOpenAiServer {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function completion(content: string, model: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

/** Starts on 127.0.0.1, port 0. Replies run in order; the last one repeats. */
export async function startFakeOpenAiServer(
  replies: readonly FakeReply[],
): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)] ?? { kind: 'hang' };
      const json = { 'content-type': 'application/json' };
      switch (reply.kind) {
        case 'content':
          res
            .writeHead(200, json)
            .end(completion(reply.content, reply.model ?? String(body['model'])));
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
          hanging.add(() => res.destroy());
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const end of hanging) end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
