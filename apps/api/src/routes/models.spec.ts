// The admin Model panel's endpoints on a real PGlite database, with a local OpenAI-wire server
// (real HTTP on 127.0.0.1) standing in for Ollama, OpenAI & co.: admins only; the key stored
// only sealed (and refused without MODEL_SETTINGS_KEY); List models and Test in plain words;
// the stored model used for the next enhancement without a restart, unless LLM_BASE_URL is
// set; every call recorded and priced from the editable price table.
import {
  ENHANCE_STREAM,
  MESSAGES,
  MODEL_MESSAGES,
  endpoints,
  type EndpointName,
} from '@silent/contracts';
import { enhancePrompt } from '@silent/prompt-engine';
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type FakeReply,
} from '@silent/prompt-engine/testing';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_EMAIL, createTestApp, signIn, testConfig, type TestApp } from '../testing/test-app';

const SETTINGS_KEY = Buffer.alloc(32, 3).toString('base64');
const PROMPT = 'write an email to Dana Kim about coupon WINTER30';

function call(
  t: TestApp,
  name: EndpointName,
  token: string | undefined,
  options: { body?: unknown; query?: string } = {},
): Promise<LightMyRequestResponse> {
  const endpoint = endpoints[name];
  return t.app.inject({
    method: endpoint.method,
    url: endpoint.path + (options.query ?? ''),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

const data = (response: LightMyRequestResponse) =>
  (response.json() as { data: Record<string, unknown> }).data;

/** A completion the enhancer accepts: the offline engine's own rewrite of PROMPT. */
const accepted: FakeReply = {
  kind: 'content',
  content: enhancePrompt({ originalPrompt: PROMPT }).enhancedPrompt,
  usage: { prompt_tokens: 400, completion_tokens: 120 },
};

describe('admin model settings (real PGlite, real HTTP to a local fake model server)', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let fake: FakeOpenAiServer;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer([accepted], {
      models: ['llama3.1', 'qwen2.5'],
      apiKey: 'sk-local',
    });
    t = await createTestApp({ modelSettingsKey: SETTINGS_KEY });
    admin = (await signIn(t, ADMIN_EMAIL)).token;
    user = (await signIn(t)).token;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('is for admins only: 401 without a token, 403 for a signed-in user', async () => {
    expect((await call(t, 'getModelSettings', undefined)).statusCode).toBe(401);
    const forbidden = await call(t, 'listServerModels', user, {
      body: { baseUrl: fake.baseUrl },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: MESSAGES.forbidden });
    expect(fake.requests).toHaveLength(0);
  });

  it('starts offline, with nothing stored', async () => {
    const response = await call(t, 'getModelSettings', admin);
    expect(response.statusCode).toBe(200);
    expect(data(response)).toEqual({
      active: { source: 'offline', baseUrl: null, model: null },
      stored: null,
      environmentWins: false,
      canStoreApiKey: true,
    });
  });

  it('lists the server’s models with the typed key, and says when the key is refused', async () => {
    const listed = await call(t, 'listServerModels', admin, {
      body: { baseUrl: fake.baseUrl, apiKey: 'sk-local' },
    });
    expect(data(listed)).toMatchObject({ ok: true, models: ['llama3.1', 'qwen2.5'] });
    const refused = await call(t, 'listServerModels', admin, {
      body: { baseUrl: fake.baseUrl, apiKey: 'sk-wrong' },
    });
    expect(data(refused)).toMatchObject({ ok: false, message: MODEL_MESSAGES.keyRefused });
    const badUrl = await call(t, 'listServerModels', admin, { body: { baseUrl: 'ftp://x' } });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ error: MODEL_MESSAGES.baseUrlInvalid });
  });

  it('stores the settings with the key sealed, and the next enhancement uses them', async () => {
    const saved = await call(t, 'saveModelSettings', admin, {
      body: { baseUrl: `${fake.baseUrl}/`, model: 'llama3.1', apiKey: 'sk-local' },
    });
    expect(saved.statusCode).toBe(200);
    expect(data(saved)).toMatchObject({
      active: { source: 'database', baseUrl: fake.baseUrl, model: 'llama3.1' },
      stored: { hasApiKey: true, apiKeyReadable: true, updated_by: ADMIN_EMAIL },
    });
    expect(saved.body).not.toContain('sk-local');
    const [row] = await t.database.rawTransaction((tx) =>
      tx.query<{ api_key_encrypted: string }>('SELECT api_key_encrypted FROM model_settings'),
    );
    expect(row?.api_key_encrypted).toMatch(/^v1:/);
    expect(row?.api_key_encrypted).not.toContain('sk-local');

    const chatsBefore = fake.chats().length;
    const enhanced = await t.app.inject({
      method: 'POST',
      url: endpoints.enhancePrompt.path,
      payload: { originalPrompt: PROMPT },
    });
    expect(enhanced.statusCode).toBe(200);
    const chats = fake.chats().slice(chatsBefore);
    expect(chats).toHaveLength(1);
    expect(chats[0]?.headers.authorization).toBe('Bearer sk-local');
    expect(chats[0]?.body).toMatchObject({ model: 'llama3.1' });
  });

  it('tests with the stored key and reports the latency', async () => {
    const tested = await call(t, 'testModel', admin, {
      body: { baseUrl: fake.baseUrl, model: 'llama3.1', useStoredKey: true },
    });
    const result = data(tested);
    expect(result).toMatchObject({ ok: true, model: 'llama3.1' });
    expect(result['message']).toBe(
      MODEL_MESSAGES.answered('llama3.1', result['latencyMs'] as number),
    );
    const noModel = await call(t, 'testModel', admin, { body: { baseUrl: fake.baseUrl } });
    expect(noModel.json()).toMatchObject({ error: MODEL_MESSAGES.testNeedsModel });
    // The stored key goes to the server it was stored for, and nowhere else.
    const before = fake.requests.length;
    const elsewhere = await call(t, 'listServerModels', admin, {
      body: { baseUrl: 'http://127.0.0.1:9/v1', useStoredKey: true },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ error: MODEL_MESSAGES.storedKeyOtherServer });
    expect(fake.requests).toHaveLength(before);
  });

  it('records a streamed enhancement with the usage of its last event', async () => {
    const before = fake.requests.length;
    const streamed = await t.app.inject({
      method: ENHANCE_STREAM.method,
      url: ENHANCE_STREAM.path,
      payload: { originalPrompt: PROMPT },
    });
    expect(streamed.statusCode).toBe(200);
    expect(fake.requests.slice(before).map((r) => r.body)).toEqual([
      expect.objectContaining({ stream: true, stream_options: { include_usage: true } }),
    ]);
    const [row] = await t.database.rawTransaction((tx) =>
      tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM model_calls
          WHERE purpose = 'enhance' AND prompt_tokens = 400 AND completion_tokens = 120 AND ok`,
      ),
    );
    expect(row?.n).toBe(2);
  });

  it('prices the recorded calls from the editable table and totals them', async () => {
    const unpriced = data(await call(t, 'getModelUsage', admin));
    expect(unpriced).toMatchObject({ calls: 3, unpricedCalls: 3, costUsd: 0 });
    expect(unpriced['promptTokens']).toBe(1200);

    const price = await call(t, 'saveModelPrice', admin, {
      body: { model: 'llama3.1', inputPerMillion: 1, outputPerMillion: 2 },
    });
    expect(data(price)).toMatchObject({ model: 'llama3.1', inputPerMillion: 1 });
    const negative = await call(t, 'saveModelPrice', admin, {
      body: { model: 'llama3.1', inputPerMillion: -1, outputPerMillion: 2 },
    });
    expect(negative.json()).toMatchObject({ error: MODEL_MESSAGES.priceInvalid });

    const usage = data(await call(t, 'getModelUsage', admin));
    // 3 calls × (400 × $1 + 120 × $2) per million tokens.
    expect(usage).toMatchObject({
      calls: 3,
      failed: 0,
      promptTokens: 1200,
      completionTokens: 360,
      costUsd: 0.00192,
      unpricedCalls: 0,
    });
    expect(typeof usage['p50LatencyMs']).toBe('number');
    expect(data(await call(t, 'listModelPrices', admin))['prices']).toHaveLength(1);
    const removed = await call(t, 'deleteModelPrice', admin, { query: '?model=llama3.1' });
    expect(data(removed)).toEqual({ prices: [] });
    const again = await call(t, 'deleteModelPrice', admin, { query: '?model=llama3.1' });
    expect(again.statusCode).toBe(404);
  });

  it('forgets the stored model: offline again', async () => {
    const cleared = await call(t, 'deleteModelSettings', admin);
    expect(data(cleared)).toMatchObject({ active: { source: 'offline' }, stored: null });
  });
});

describe('admin model settings without MODEL_SETTINGS_KEY, and with LLM_BASE_URL set', () => {
  it('refuses to store a key without MODEL_SETTINGS_KEY, but stores a keyless server', async () => {
    const t = await createTestApp({ modelSettingsKey: '' });
    try {
      const admin = (await signIn(t, ADMIN_EMAIL)).token;
      const refused = await call(t, 'saveModelSettings', admin, {
        body: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', apiKey: 'sk-x' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: MODEL_MESSAGES.keyNeedsSecret });
      const keyless = await call(t, 'saveModelSettings', admin, {
        body: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1' },
      });
      expect(data(keyless)).toMatchObject({
        canStoreApiKey: false,
        stored: { hasApiKey: false },
        active: { source: 'database' },
      });
    } finally {
      await t.close();
    }
  });

  it('records a refused call as failed, and the enhancement falls back to the offline draft', async () => {
    const refusing = await startFakeOpenAiServer([{ kind: 'status', status: 401 }]);
    const t = await createTestApp({ modelSettingsKey: '' });
    try {
      const admin = (await signIn(t, ADMIN_EMAIL)).token;
      await call(t, 'saveModelSettings', admin, {
        body: { baseUrl: refusing.baseUrl, model: 'llama3.1' },
      });
      const enhanced = await t.app.inject({
        method: 'POST',
        url: endpoints.enhancePrompt.path,
        payload: { originalPrompt: PROMPT },
      });
      expect(enhanced.json()).toMatchObject({
        data: { metadata: { engine: 'offline', fallbackReason: expect.stringContaining('401') } },
      });
      expect(data(await call(t, 'getModelUsage', admin))).toMatchObject({
        calls: 1,
        failed: 1,
        promptTokens: 0,
        byModel: [{ model: 'llama3.1', calls: 1, failed: 1 }],
      });
    } finally {
      await t.close();
      await refusing.close();
    }
  });

  it('stays offline and says so when the stored key cannot be opened with MODEL_SETTINGS_KEY', async () => {
    const first = await createTestApp({ modelSettingsKey: SETTINGS_KEY });
    const admin = (await signIn(first, ADMIN_EMAIL)).token;
    await call(first, 'saveModelSettings', admin, {
      body: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', apiKey: 'sk-old' },
    });
    await first.app.close();
    // The same database, another MODEL_SETTINGS_KEY: the sealed key does not open.
    const second = await createTestApp(
      { modelSettingsKey: Buffer.alloc(32, 4).toString('hex') },
      first.database,
    );
    try {
      const settings = data(await call(second, 'getModelSettings', admin));
      expect(settings).toMatchObject({
        active: { source: 'offline' },
        stored: { hasApiKey: true, apiKeyReadable: false },
      });
      const tested = await call(second, 'testModel', admin, {
        body: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', useStoredKey: true },
      });
      expect(tested.json()).toMatchObject({ error: MODEL_MESSAGES.keyUnreadable });
    } finally {
      await second.app.close();
      await first.database.dispose();
    }
  });

  it('lets LLM_BASE_URL win over the stored model', async () => {
    const base = testConfig();
    const t = await createTestApp({
      modelSettingsKey: SETTINGS_KEY,
      llm: { ...base.llm, baseUrl: 'http://127.0.0.1:9/v1', model: 'env-model' },
    });
    try {
      const admin = (await signIn(t, ADMIN_EMAIL)).token;
      const saved = await call(t, 'saveModelSettings', admin, {
        body: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1' },
      });
      expect(data(saved)).toMatchObject({
        environmentWins: true,
        active: { source: 'environment', model: 'env-model' },
        stored: { model: 'llama3.1' },
      });
    } finally {
      await t.close();
    }
  });
});
