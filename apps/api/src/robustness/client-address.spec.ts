// The client's address is the socket's unless TRUST_PROXY names the proxy in front: a rotating
// X-Forwarded-For must not buy a fresh rate limit, an auth limit, a log line or a session record.
import { LOCAL_ANON_KEY, MESSAGES } from '@silent/contracts';
import { createAuthStore } from '@silent/data';
import { createTestDatabase, type TestDatabase } from '@silent/data/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { loadConfig, type ApiConfig, type TrustProxy } from '../config';
import { testConfig } from '../testing/test-app';

const CLIENT = '198.51.100.20';
const PROXY = '127.0.0.1';
const spoofed = (i: number) => `203.0.113.${i + 1}`;

interface Harness {
  app: FastifyInstance;
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(async () => database.dispose());

async function harness(trustProxy: TrustProxy, limit = 3): Promise<Harness> {
  const base = testConfig();
  const config: ApiConfig = {
    ...base,
    trustProxy,
    rateLimit: { ...loadConfig({}).rateLimit, strictMax: limit },
    embeddedAuth: {
      ...base.embeddedAuth,
      linkCooldownSeconds: 0,
      rateLimit: { windowSeconds: 300, email: limit, verify: limit, token: limit },
    },
  };
  await database.db.execute(sql`DELETE FROM auth_rate_limits`);
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({ config, database, logger: { level: 'info', stream } });
  return { app, logs, close: () => app.close() };
}

type Inject = InjectOptions;
/** `request` as sent from `remoteAddress`, with an X-Forwarded-For header if given. */
const from = (request: Inject, remoteAddress: string, forwardedFor?: string): Inject => ({
  ...request,
  remoteAddress,
  headers: {
    ...(request.headers ?? {}),
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  },
});

async function statuses(app: FastifyInstance, requests: Inject[]): Promise<number[]> {
  const codes = [];
  for (const request of requests) codes.push((await app.inject(request)).statusCode);
  return codes;
}

const rotating = (count: number, make: (i: number) => Inject, proxyAppends = false) =>
  Array.from({ length: count }, (_, i) =>
    // Behind a proxy the spoofed value is what the client sent; the proxy appends the socket.
    proxyAppends
      ? from(make(i), PROXY, `${spoofed(i)}, ${CLIENT}`)
      : from(make(i), CLIENT, spoofed(i)),
  );

const enhance = (): Inject => ({
  method: 'POST',
  url: '/api/prompt/enhance',
  payload: { originalPrompt: 'write a haiku' },
});
const join = (i: number): Inject => ({
  method: 'POST',
  url: '/api/waitlist',
  payload: { email: `rotate-${Date.now()}-${i}@example.test` },
});
const otp = (i: number): Inject => ({
  method: 'POST',
  url: '/auth/v1/otp',
  headers: { apikey: LOCAL_ANON_KEY },
  payload: { email: `mail-${Date.now()}-${i}@example.test` },
});
const verify = (i: number): Inject => ({
  method: 'POST',
  url: '/auth/v1/verify',
  headers: { apikey: LOCAL_ANON_KEY },
  payload: { type: 'email', email: `guess-${i}@example.test`, token: '123456' },
});

describe('without TRUST_PROXY (the default): X-Forwarded-For is not the client', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harness(false);
  });
  afterEach(async () => h.close());

  it.each([
    ['enhance', () => rotating(4, enhance), [200, 200, 200, 429]],
    ['waitlist', () => rotating(4, join), [201, 201, 201, 429]],
    ['sign-in mails', () => rotating(4, otp), [200, 200, 200, 429]],
    ['code checks', () => rotating(4, verify), [403, 403, 403, 429]],
  ])('%s: a rotating header buys nothing past the limit', async (_label, requests, expected) => {
    expect(await statuses(h.app, requests())).toEqual(expected);
  });

  it('logs and records the socket address, not the header', async () => {
    const email = `recorded-${Date.now()}@example.test`;
    const store = createAuthStore(database.db);
    await h.app.inject(from({ ...otp(0), payload: { email } }, CLIENT, spoofed(7)));
    const [mail] = await store.listMail({ limit: 1, email });
    const code = /code: (\d{6})/.exec(mail?.textBody ?? '')?.[1];
    const verified = await h.app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      headers: { apikey: LOCAL_ANON_KEY, 'x-forwarded-for': spoofed(8) },
      remoteAddress: CLIENT,
      payload: { type: 'email', email, token: code },
    });
    expect(verified.statusCode).toBe(200);
    const { session_id: sessionId } = JSON.parse(
      Buffer.from(verified.json().access_token.split('.')[1], 'base64url').toString(),
    ) as { session_id: string };
    expect((await store.getSession(sessionId))?.ip).toBe(CLIENT);
    const addresses = h.logs
      .map((line) => (line.req as { remoteAddress?: string } | undefined)?.remoteAddress)
      .filter(Boolean);
    expect(addresses.length).toBeGreaterThan(0);
    expect(new Set(addresses)).toEqual(new Set([CLIENT]));
  });
});

describe('with TRUST_PROXY naming the proxy in front', () => {
  it('takes the address the proxy appended, so prepending spoofed ones buys nothing', async () => {
    const h = await harness(1);
    try {
      expect(await statuses(h.app, rotating(4, enhance, true))).toEqual([200, 200, 200, 429]);
      expect(await statuses(h.app, rotating(4, otp, true))).toEqual([200, 200, 200, 429]);
    } finally {
      await h.close();
    }
  });

  it('tells different clients behind the proxy apart', async () => {
    const h = await harness(1);
    try {
      const clients = Array.from({ length: 6 }, (_, i) => from(enhance(), PROXY, spoofed(i)));
      expect(await statuses(h.app, clients)).toEqual([200, 200, 200, 200, 200, 200]);
      expect((await h.app.inject(from(enhance(), PROXY, spoofed(0)))).statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });

  it('ignores the header from a socket outside the trusted ranges', async () => {
    const h = await harness(['10.0.0.0/8']);
    try {
      expect(await statuses(h.app, rotating(4, enhance))).toEqual([200, 200, 200, 429]);
      const fromProxy = Array.from({ length: 4 }, (_, i) =>
        from(enhance(), '10.1.2.3', spoofed(i)),
      );
      expect(await statuses(h.app, fromProxy)).toEqual([200, 200, 200, 200]);
      const limited = await h.app.inject(from(enhance(), CLIENT));
      expect(limited.json()).toMatchObject({ error: MESSAGES.rateLimited });
    } finally {
      await h.close();
    }
  });
});
