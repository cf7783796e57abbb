import { LIMITS, MESSAGES, endpoints } from '@silent/contracts';
import { createTestDatabase } from '@silent/data/testing';
import { createTestApp, type TestApp } from './testing/test-app';

describe('app-wide rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api/test-boom', async () => {
      throw new Error('secret internal detail');
    });
  });
  afterAll(async () => t.close());

  it('reports health with a real database ping', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        database: 'up',
        databaseKind: 'pglite',
        version: expect.any(String),
        uptimeSeconds: expect.any(Number),
      },
    });
  });

  it('sends the security headers on answers and on unknown routes', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      // No 'unsafe-inline' for scripts and no connections but our own origin (issue 14 called
      // the previous script-src 'unsafe-inline' and connect-src https: wss: too wide).
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
          "frame-ancestors 'none';img-src 'self' data:;object-src 'none';" +
          "script-src 'self';script-src-attr 'none';" +
          "style-src 'self' 'unsafe-inline';connect-src 'self'",
      );
      expect(res.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
      });
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      // Plain HTTP: no HSTS, and a client's X-Forwarded-Proto is not believed.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      const claimed = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: MESSAGES.routeNotFound });
  });

  it('refuses a body over 256 KiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', first_name: 'x'.repeat(LIMITS.bodyMaxBytes) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: MESSAGES.payloadTooLarge });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/prompt/enhance',
      headers: { 'content-type': 'application/json' },
      payload: '{"originalPrompt": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: MESSAGES.malformedJson });
  });

  it.each(['application/xml', 'text/plain', 'text/plain; charset=utf-8'])(
    'refuses a %s body with 415',
    async (contentType) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': contentType },
        payload: '<hello/>',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ success: false, error: MESSAGES.unsupportedMediaType });
    },
  );

  it('refuses unknown fields by name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/prompt/enhance',
      payload: { originalPrompt: 'hello', temperature: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'Unknown body field "temperature"',
      details: [{ field: 'temperature', message: 'Unknown body field "temperature"' }],
    });
  });

  it('hides internals of unexpected failures behind a 500 with the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      success: false,
      error: MESSAGES.internalError,
      requestId: expect.any(String),
    });
    expect(res.body).not.toContain('secret internal detail');
  });

  it('documents every endpoint of the contract table with each of its statuses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json().paths as Record<
      string,
      Record<string, { responses: Record<string, unknown>; security?: unknown[] }>
    >;
    const missing: string[] = [];
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const path = endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const operation = paths[path]?.[endpoint.method.toLowerCase()];
      if (!operation) {
        missing.push(`${name}: ${endpoint.method} ${path}`);
        continue;
      }
      const statuses = Object.keys(operation.responses).sort();
      const declared = Object.keys(endpoint.responses).sort();
      if (statuses.join() !== declared.join()) missing.push(`${name}: ${statuses} ≠ ${declared}`);
      // Viewer endpoints take a token or none; user and admin ones need one.
      if (endpoint.access === 'viewer' && operation.security?.length !== 2) {
        missing.push(`${name}: optional bearer auth not documented`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('serves the OpenAPI document with every contract path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/prompt/enhance',
        '/api/prompt/templates/{id}/apply',
        '/api/prompt/training/sessions/{id}',
        '/api/waitlist',
        '/api/admin/contact-messages',
      ]),
    );
  });
});

describe('database outages', () => {
  it('answers 503 envelopes while the database is down', async () => {
    const t = await createTestApp();
    try {
      // Close the database under the running app: every query now fails to connect.
      await t.database.close();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({
        success: false,
        error: MESSAGES.databaseUnavailable,
        details: { status: 'degraded', database: 'down', databaseKind: 'pglite' },
      });
      const list = await t.app.inject({ method: 'GET', url: '/api/prompt/templates' });
      expect(list.statusCode).toBe(503);
      expect(list.json()).toMatchObject({ error: MESSAGES.databaseUnavailable });
    } finally {
      await t.close();
    }
  });
});

describe('rate limiting', () => {
  it('throttles unknown routes per IP, and enhancement by prompt in a budget of its own', async () => {
    const t = await createTestApp({
      rateLimit: { max: 100, strictMax: 2, pageMax: 100, windowMs: 60_000, redisUrl: '' },
    });
    try {
      const codes = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push((await t.app.inject({ method: 'GET', url: '/api/missing' })).statusCode);
      }
      expect(codes).toEqual([404, 404, 429]);
      // Probing unknown routes does not spend the engine's budget (limits fit what they protect)...
      const enhance = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/prompt/enhance',
          payload: { originalPrompt: 'hi' },
        });
      expect((await enhance()).statusCode).toBe(200);
      expect((await enhance()).statusCode).toBe(200);
      // ...which holds two prompts here.
      const limited = await enhance();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, error: MESSAGES.rateLimited });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The default bucket is separate.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('shares one per-IP count between API processes through Redis (REDIS_URL)', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const database = await createTestDatabase('pglite');
    const rateLimit = { max: 100, strictMax: 3, pageMax: 100, windowMs: 60_000, redisUrl };
    const first = await createTestApp({ rateLimit }, database);
    const second = await createTestApp({ rateLimit }, database);
    // A loopback address of this run's own, so earlier runs' counts in Redis do not interfere.
    const remoteAddress = `127.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const enhance = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/prompt/enhance',
        payload: { originalPrompt: 'plan a team offsite' },
        remoteAddress,
      });
    try {
      const codes = [
        (await enhance(first)).statusCode,
        (await enhance(second)).statusCode,
        (await enhance(first)).statusCode,
        (await enhance(second)).statusCode,
      ];
      // Three allowed in all, whichever process answered; the fourth is refused.
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await first.app.close();
      await second.app.close();
      await database.dispose();
    }
  });
});
