// The streamed enhancement against a real listening API (read as a browser would, with fetch
// and an SSE parser), with a local OpenAI-wire server standing in for the model. The typed
// client's side is libs/api-client's stream spec.
import {
  ENHANCE_STREAM,
  LIMITS,
  LENGTH_MESSAGES,
  MESSAGES,
  type EnhanceRequest,
  type EnhancementResult,
} from '@silent/contracts';
import { enhancePrompt } from '@silent/prompt-engine';
import {
  chunksOf,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type FakeReply,
} from '@silent/prompt-engine/testing';
import { createParser } from 'eventsource-parser';
import { signIn, startTestServer, testConfig, type ListeningTestApp } from '../testing/test-app';

const coupon = 'Write an email telling Dana Kim that coupon WINTER30 expires on 2025-01-31.';

interface Streamed {
  status: number;
  deltas: string[];
  result?: EnhancementResult;
  error?: string;
  /** The JSON envelope of a refusal. */
  refusal?: { error: string };
}

/** One streamed enhancement, read to its end (or until `signal` stops it). */
async function stream(
  baseUrl: string,
  body: EnhanceRequest,
  { token, signal, onDelta }: { token?: string; signal?: AbortSignal; onDelta?: () => void } = {},
): Promise<Streamed> {
  const response = await fetch(baseUrl + ENHANCE_STREAM.path, {
    method: ENHANCE_STREAM.method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  const streamed: Streamed = { status: response.status, deltas: [] };
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    streamed.refusal = (await response.json()) as { error: string };
    return streamed;
  }
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const payload = JSON.parse(data) as Record<string, unknown>;
      if (event === ENHANCE_STREAM.events.delta) {
        streamed.deltas.push(String(payload['text']));
        onDelta?.();
      } else if (event === ENHANCE_STREAM.events.result) {
        streamed.result = payload as unknown as EnhancementResult;
      } else streamed.error = String(payload['error']);
    },
  });
  const decoder = new TextDecoder();
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    parser.feed(decoder.decode(chunk.value, { stream: true }));
  }
  return streamed;
}

describe('POST /api/prompt/enhance/stream', () => {
  let t: ListeningTestApp | undefined;
  let model: FakeOpenAiServer | undefined;
  afterEach(async () => {
    await t?.close();
    await model?.close();
    t = undefined;
    model = undefined;
  });

  async function withModel(replies: FakeReply[]) {
    model = await startFakeOpenAiServer(replies);
    const base = testConfig();
    t = await startTestServer({
      llm: { ...base.llm, baseUrl: model.baseUrl, apiKey: 'test-key', model: 'fake-model' },
    });
    return t;
  }

  const historyOf = async (app: ListeningTestApp, token: string) =>
    (
      await app.app.inject({
        method: 'GET',
        url: '/api/prompt/history',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data.entries as Array<{ original: string; enhanced: string }>;

  it('streams the offline draft as one delta, then the stored result', async () => {
    t = await startTestServer();
    const user = await signIn(t);
    const { status, deltas, result } = await stream(
      t.baseUrl,
      { originalPrompt: coupon },
      { token: user.token },
    );
    expect(status).toBe(200);
    const draft = enhancePrompt({ originalPrompt: coupon }).enhancedPrompt;
    expect(deltas).toEqual([draft]);
    expect(result).toMatchObject({ enhancedPrompt: draft, metadata: { engine: 'offline' } });
    expect(result?.id).toEqual(expect.any(String));
    expect(await historyOf(t, user.token)).toEqual([
      expect.objectContaining({ original: coupon, enhanced: draft }),
    ]);
  });

  it('sends the model’s text as it arrives and ends with the better of answer and draft', async () => {
    // A lazy answer that drops the coupon: streamed as written, then it loses to the draft.
    const lazy = 'Write an email about a coupon.';
    const app = await withModel([{ kind: 'stream', chunks: chunksOf(lazy, 6) }]);
    const { deltas, result } = await stream(app.baseUrl, { originalPrompt: coupon });
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(lazy);
    expect(result?.enhancedPrompt).toBe(enhancePrompt({ originalPrompt: coupon }).enhancedPrompt);
    expect(result?.metadata.fallbackReason).toEqual(expect.any(String));
    // An anonymous visitor's enhancement comes with its rating token.
    expect(result?.ratingToken).toEqual(expect.any(String));
  });

  it('stops the model and stores nothing when the client stops', async () => {
    const app = await withModel([{ kind: 'stream', chunks: ['Write an', ' email'], hangAfter: 1 }]);
    const user = await signIn(app);
    const stop = new AbortController();
    const streamed = stream(
      app.baseUrl,
      { originalPrompt: coupon },
      { token: user.token, signal: stop.signal, onDelta: () => stop.abort() },
    );
    await expect(streamed).rejects.toMatchObject({ name: 'AbortError' });
    // The server noticed the closed connection: the model call ends and no row is written.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await historyOf(app, user.token)).toEqual([]);
    expect(model?.requests).toHaveLength(1);
    // Node's fetch (undici) opens a spare connection when a streamed request is aborted; it
    // never sends a request, so a graceful close would wait for its headers timeout. It is the
    // test client's, not a request the server holds: closed here.
    app.app.server.closeAllConnections();
  });

  it('refuses bad input before the stream starts, in the same words as enhancePrompt', async () => {
    t = await startTestServer();
    const tooLong = 'x'.repeat(LIMITS.promptMaxChars + 1);
    for (const [body, message] of [
      [{ originalPrompt: '   ' }, MESSAGES.enhancePromptRequired],
      [{ originalPrompt: tooLong }, LENGTH_MESSAGES.prompt],
    ] as const) {
      const refused = await stream(t.baseUrl, body);
      expect(refused).toMatchObject({ status: 400, refusal: { error: message } });
    }
    const expired = await stream(t.baseUrl, { originalPrompt: coupon }, { token: 'not-a-token' });
    expect(expired.status).toBe(401);
  });

  it('spends the engine budget of enhancePrompt: past it, a 429 envelope and no stream', async () => {
    const base = testConfig();
    t = await startTestServer({ rateLimit: { ...base.rateLimit, strictMax: 2 } });
    const answers = [];
    for (let i = 0; i < 3; i += 1)
      answers.push(await stream(t.baseUrl, { originalPrompt: coupon }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(answers[2]?.refusal?.error).toMatch(/Too many requests/);
    expect(answers[2]?.result).toBeUndefined();
  });

  it('answers as an event stream, with the security headers of every other answer', async () => {
    t = await startTestServer();
    const response = await fetch(t.baseUrl + ENHANCE_STREAM.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ originalPrompt: coupon }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await response.text();
    expect(text).toMatch(/^event: delta\ndata: /);
    expect(text).toMatch(/\nevent: result\ndata: \{.*"enhancedPrompt"/);
  });
});
