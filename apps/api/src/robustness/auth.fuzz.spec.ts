// Property-based fuzzing of the embedded auth service under /auth/v1, which sits outside the
// contract table (it speaks GoTrue's HTTP API for supabase-js): hostile bodies, broken JSON,
// wrong content types, hostile query values, garbage API keys and bearer tokens. No answer may
// be a 5xx, and the service must still sign a user in afterwards.
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { checkAuthAnswer, describeCase, type FuzzRequest } from './envelope';
import {
  brokenJson,
  contentTypes,
  garbageAuthorization,
  hostileString,
  hostileValue,
  mutatedBody,
  queryString,
  rawQuery,
  wellFormed,
} from './hostile';

const TOTAL_CASES = Number(process.env.FUZZ_AUTH_CASES ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const PREFIX = '/auth/v1';

interface AuthRoute {
  method: HTTPMethods;
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** Each route with a call supabase-js could make; the fuzzer bends these. */
const ROUTES: readonly AuthRoute[] = [
  { method: 'GET', path: '/health' },
  { method: 'GET', path: '/settings' },
  {
    method: 'POST',
    path: '/otp',
    query: { redirect_to: 'http://127.0.0.1:3000/silent' },
    body: {
      email: 'fuzz@example.com',
      create_user: true,
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 's256',
    },
  },
  { method: 'GET', path: '/verify', query: { token: 'abc', type: 'magiclink' } },
  {
    method: 'POST',
    path: '/verify',
    body: { type: 'email', email: 'fuzz@example.com', token: '123456' },
  },
  {
    method: 'POST',
    path: '/token',
    query: { grant_type: 'refresh_token' },
    body: { refresh_token: 'abc' },
  },
  {
    method: 'POST',
    path: '/token',
    query: { grant_type: 'pkce' },
    body: { auth_code: 'abc', code_verifier: 'b'.repeat(43) },
  },
  { method: 'GET', path: '/user' },
  { method: 'POST', path: '/logout', query: { scope: 'global' } },
  { method: 'GET', path: '/authorize', query: { provider: 'google' } },
];

interface AuthCase extends FuzzRequest {
  method: HTTPMethods;
}

function search(query: Record<string, unknown>): string {
  const text = queryString(query);
  return text ? `?${text}` : '';
}

function casesFor(route: AuthRoute, apikey: string): fc.Arbitrary<AuthCase> {
  const url = (query: Record<string, unknown> = route.query ?? {}) =>
    `${PREFIX}${route.path}${search(query)}`;
  const json = { 'content-type': 'application/json' };
  const keyed = { apikey };
  const headersFor = fc.oneof(
    { arbitrary: fc.constant<Record<string, string>>(keyed), weight: 4 },
    {
      arbitrary: garbageAuthorization.map((authorization) => ({ ...keyed, authorization })),
      weight: 3,
    },
    { arbitrary: hostileString.map((key) => ({ apikey: wellFormed(key) })), weight: 1 },
    { arbitrary: fc.constant<Record<string, string>>({}), weight: 1 },
  );
  const body = route.body ? JSON.stringify(route.body) : undefined;
  const strategies: fc.WeightedArbitrary<AuthCase>[] = [
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          headersFor,
          fc.dictionary(
            fc.oneof(fc.constantFrom(...Object.keys(route.query ?? { q: '' })), hostileString),
            hostileValue,
            { maxKeys: 4 },
          ),
        )
        .map(([headers, extra]) => ({
          strategy: 'query',
          method: route.method,
          url: url({ ...route.query, ...extra }),
          headers: body ? { ...headers, ...json } : headers,
          payload: body,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(headersFor, rawQuery).map(([headers, query]) => ({
        strategy: 'raw-query',
        method: route.method,
        url: `${PREFIX}${route.path}?${query}`,
        headers: body ? { ...headers, ...json } : headers,
        payload: body,
      })),
    },
  ];
  if (route.body) {
    strategies.push(
      {
        weight: 6,
        arbitrary: fc.tuple(headersFor, mutatedBody(route.body)).map(([headers, mutated]) => ({
          strategy: 'body',
          method: route.method,
          url: url(),
          headers: { ...headers, ...json },
          payload: JSON.stringify(mutated),
        })),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(contentTypes, fc.oneof(brokenJson, fc.constant(body ?? '')))
          .map(([contentType, payload]) => ({
            strategy: 'raw-body',
            method: route.method,
            url: url(),
            headers: { ...keyed, ...(contentType ? { 'content-type': contentType } : {}) },
            payload,
          })),
      },
    );
  }
  return fc.oneof(...strategies);
}

describe('hostile input fuzzing of the embedded auth service (/auth/v1)', () => {
  let t: TestApp;
  let casesRun = 0;
  const strategiesSeen = new Map<string, number>();
  const perRoute = Math.ceil(TOTAL_CASES / ROUTES.length);

  beforeAll(async () => {
    // Limits out of the way so hostile requests reach the handlers instead of a 429.
    const base = testConfig().embeddedAuth;
    t = await createTestApp({
      embeddedAuth: {
        ...base,
        linkCooldownSeconds: 0,
        rateLimit: { windowSeconds: 300, email: 1_000_000, verify: 1_000_000, token: 1_000_000 },
      },
    });
  });
  afterAll(async () => t?.close());

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    `%s never answers 5xx and keeps GoTrue's shapes (${perRoute} cases)`,
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(casesFor(route, t.config.embeddedAuth.anonKey), async (request) => {
          casesRun += 1;
          strategiesSeen.set(request.strategy, (strategiesSeen.get(request.strategy) ?? 0) + 1);
          const response = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: request.headers,
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          const answer = {
            statusCode: response.statusCode,
            contentType: String(response.headers['content-type'] ?? ''),
            body: response.body,
            location: response.headers.location as string | undefined,
          };
          const problem = checkAuthAnswer(answer);
          if (problem) throw new Error(`${problem}\n  ${describeCase(request, answer)}`);
        }),
        { numRuns: perRoute, seed: SEED, endOnFailure: true },
      );
    },
  );

  it('still signs a user in with a mailed code afterwards', async () => {
    const apikey = t.config.embeddedAuth.anonKey;
    const email = 'after-fuzz@example.com';
    const otp = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/otp`,
      headers: { apikey },
      payload: { email, create_user: true },
    });
    expect(otp.statusCode).toBe(200);
    const mail = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox/messages?email=${encodeURIComponent(email)}&limit=1`,
    });
    const code = mail.json<{ messages: { code: string | null }[] }>().messages[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const verify = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/verify`,
      headers: { apikey },
      payload: { type: 'email', email, token: code },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ access_token: expect.any(String), user: { email } });
    const counts = [...strategiesSeen].map(([name, count]) => `${name} ${count}`).join(', ');
    console.log(
      `fuzz: ${casesRun} cases over ${ROUTES.length} auth routes (seed ${SEED}): ${counts}`,
    );
    expect(casesRun).toBeGreaterThanOrEqual(Math.min(TOTAL_CASES, 2_000));
  });
});
