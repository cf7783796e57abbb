// Property-based fuzzing of EVERY endpoint of the contract table (a new endpoint is covered
// without touching this file): wrong types, missing and extra fields, hostile strings, broken
// JSON, wrong content types, oversized bodies, bad path and query values, missing and garbage
// tokens. Every answer must be a 2xx/4xx JSON envelope, never a 5xx, and the app must stay up.
import {
  buildPath,
  endpoints,
  LIMITS,
  type EndpointDefinition,
  type EndpointName,
} from '@silent/contracts';
import { EXAMPLE_ID, endpointExamples } from '@silent/contracts/testing';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { ADMIN_EMAIL, bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';
import { checkEnvelope, describeCase, type Answer, type FuzzRequest } from './envelope';
import {
  brokenJson,
  contentTypes,
  garbageAuthorization,
  hostileString,
  hostileValue,
  mutatedBody,
  rawQuery,
  queryString,
  rawSegment,
  wellFormed,
} from './hostile';

/** Cases in total, spread evenly over the endpoints (override with FUZZ_CASES). */
const TOTAL_CASES = Number(process.env.FUZZ_CASES ?? 10_500);
/** Fixed seed by default so a failure reproduces; FUZZ_SEED=random explores new ground. */
const SEED =
  process.env.FUZZ_SEED === 'random' ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261121);

interface FuzzCase extends FuzzRequest {
  method: HTTPMethods;
  /** Where the answer is determined (no token → 401, oversized → 413, no route → 404). */
  expectStatus?: readonly number[];
}

interface Context {
  userAuth: Record<string, string>;
  adminAuth: Record<string, string>;
  /** Ids that exist (templates, enhancements, sessions) plus unknown ones. */
  ids: string[];
  /** Valid bodies beyond the contract examples, by endpoint (e.g. a real template's variables). */
  extraBodies: Partial<Record<EndpointName, unknown[]>>;
}

const entries = Object.entries(endpoints) as [EndpointName, EndpointDefinition][];
const perEndpoint = Math.ceil(TOTAL_CASES / entries.length);
/** Each route's method and its path as a pattern (a `:param` matches any one segment). */
const patterns = entries.map(([, endpoint]) => ({
  method: endpoint.method,
  pattern: new RegExp(`^${endpoint.path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`),
}));
let casesRun = 0;
/** The server-side cause of the current case's failure, if any (set by an onError hook). */
const observed: { serverError?: Error } = {};

function encodeSegment(value: string): string {
  return encodeURIComponent(wellFormed(value));
}

function serialize(body: unknown): string | undefined {
  return body === undefined ? undefined : JSON.stringify(body);
}

/** All the ways to call one endpoint badly, as one fast-check arbitrary of requests. */
function casesFor(name: EndpointName, endpoint: EndpointDefinition, ctx: Context) {
  const example = endpointExamples[name] as {
    body?: unknown;
    query?: Record<string, unknown>;
    params?: Record<string, string>;
  };
  const isProtected = endpoint.access === 'user' || endpoint.access === 'admin';
  const auth = endpoint.access === 'admin' ? ctx.adminAuth : ctx.userAuth;
  // Public and viewer endpoints get a token now and then (a user's or an admin's): it must not
  // change the outcome's shape.
  const authFor = isProtected
    ? fc.constant(auth)
    : fc.constantFrom({}, ctx.userAuth, ctx.adminAuth);
  const paramNames = Object.keys(endpoint.params?.properties ?? {});
  const validParams = fc.record(
    Object.fromEntries(paramNames.map((param) => [param, fc.constantFrom(...ctx.ids)])),
  );
  const validPath = validParams.map((params) => buildPath(endpoint.path, params));
  const exampleQuery = example.query ? `?${queryString(example.query)}` : '';
  const bodies = [example.body, ...(ctx.extraBodies[name] ?? [])];
  const jsonHeaders = { 'content-type': 'application/json' };

  const strategies: { arbitrary: fc.Arbitrary<FuzzCase>; weight: number }[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<FuzzCase>) =>
    strategies.push({ weight, arbitrary });

  if (endpoint.body) {
    add(
      12,
      fc
        .tuple(validPath, authFor, fc.constantFrom(...bodies).chain(mutatedBody))
        .map(([path, headers, body]) => ({
          strategy: 'body',
          method: endpoint.method,
          url: path,
          headers: { ...headers, ...jsonHeaders },
          payload: serialize(body),
        })),
    );
    add(
      3,
      fc
        .tuple(
          validPath,
          authFor,
          contentTypes,
          fc.oneof(brokenJson, fc.constantFrom(...bodies).map(serialize)),
        )
        .map(([path, headers, contentType, payload]) => ({
          strategy: 'raw-body',
          method: endpoint.method,
          url: path,
          headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
          payload: payload ?? '',
        })),
    );
    add(
      1,
      fc
        .tuple(validPath, fc.integer({ min: 1, max: 64 * 1024 }), fc.constantFrom(...bodies))
        .map(([path, extra, body]) => {
          const base = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
          return {
            strategy: 'oversized',
            method: endpoint.method,
            url: path,
            headers: { ...auth, ...jsonHeaders },
            payload: JSON.stringify({ ...base, padding: 'x'.repeat(LIMITS.bodyMaxBytes + extra) }),
            expectStatus: [413],
          };
        }),
    );
  }

  if (endpoint.query) {
    const queryKeys = Object.keys(endpoint.query.properties);
    add(
      6,
      fc
        .tuple(
          validPath,
          authFor,
          fc.dictionary(fc.oneof(fc.constantFrom(...queryKeys), hostileString), hostileValue, {
            maxKeys: 4,
          }),
        )
        .map(([path, headers, extra]) => ({
          strategy: 'query',
          method: endpoint.method,
          url: `${path}?${queryString({ ...example.query, ...extra })}`,
          headers,
          payload: endpoint.body ? serialize(example.body) : undefined,
        })),
    );
  }
  add(
    2,
    fc.tuple(validPath, authFor, rawQuery).map(([path, headers, query]) => ({
      strategy: 'raw-query',
      method: endpoint.method,
      url: `${path}?${query}`,
      headers: endpoint.body ? { ...headers, ...jsonHeaders } : headers,
      payload: endpoint.body ? serialize(example.body) : undefined,
    })),
  );

  if (paramNames.length > 0) {
    const badParam = fc.oneof(
      { arbitrary: fc.uuid().map(encodeSegment), weight: 2 },
      { arbitrary: hostileString.filter((s) => s.length > 0).map(encodeSegment), weight: 4 },
      { arbitrary: rawSegment, weight: 3 },
    );
    add(
      8,
      fc
        .tuple(fc.record(Object.fromEntries(paramNames.map((param) => [param, badParam]))), authFor)
        .map(([params, headers]) => ({
          strategy: 'path',
          method: endpoint.method,
          // Raw on purpose: buildPath would encode the bad encodings away.
          url:
            endpoint.path.replace(/:([A-Za-z_]+)/g, (_, param: string) => params[param] ?? '') +
            exampleQuery,
          headers: endpoint.body ? { ...headers, ...jsonHeaders } : headers,
          payload: endpoint.body ? serialize(example.body) : undefined,
        })),
    );
  }

  // Near misses of the route: extra segments no route has, or a method the path does not
  // answer (a method another endpoint answers on the same path is that endpoint's business).
  // A path like /training/data/bulk also fits /training/data/:id, so a method that route
  // answers is no near miss either.
  const otherMethods = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter(
    (method) =>
      !patterns.some((route) => route.method === method && route.pattern.test(endpoint.path)),
  );
  add(
    1,
    fc
      .tuple(validPath, fc.constantFrom(...otherMethods), hostileString, fc.boolean())
      .map(([path, method, segment, wrongMethod]) => ({
        strategy: 'no-route',
        method: wrongMethod ? method : endpoint.method,
        url: wrongMethod ? path : `${path}/${encodeSegment(segment)}x/no-such-route`,
        headers: {},
        // 414: the extra segment landed in a parameter and is over its length limit.
        expectStatus: wrongMethod ? [404] : [404, 414],
      })),
  );

  if (endpoint.access === 'viewer') {
    // Anyone may call it, but a token that is sent must be good: a bad one is never anonymous.
    add(
      2,
      fc
        .tuple(validPath, garbageAuthorization, fc.option(brokenJson, { nil: undefined }))
        .map(([path, authorization, payload]) => ({
          strategy: 'bad-token',
          method: endpoint.method,
          url: path + exampleQuery,
          headers: { authorization, ...jsonHeaders },
          payload: endpoint.body ? (payload ?? serialize(example.body)) : undefined,
          expectStatus: [401],
        })),
    );
  }
  if (isProtected) {
    add(
      2,
      fc
        .tuple(
          validPath,
          fc.option(garbageAuthorization, { nil: undefined }),
          fc.option(brokenJson, { nil: undefined }),
        )
        .map(([path, authorization, payload]) => ({
          strategy: 'no-token',
          method: endpoint.method,
          url: path + exampleQuery,
          headers: { ...(authorization ? { authorization } : {}), ...jsonHeaders },
          payload: endpoint.body ? (payload ?? serialize(example.body)) : undefined,
          expectStatus: [401],
        })),
    );
  }
  // The plain valid call, now and then, so the happy path is exercised alongside.
  add(
    1,
    fc.tuple(validPath, authFor).map(([path, headers]) => ({
      strategy: 'valid',
      method: endpoint.method,
      url: path + exampleQuery,
      headers: endpoint.body ? { ...headers, ...jsonHeaders } : headers,
      payload: endpoint.body ? serialize(example.body) : undefined,
    })),
  );
  return fc.oneof(...strategies);
}

async function send(t: TestApp, request: FuzzCase): Promise<Answer> {
  casesRun += 1;
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  return {
    statusCode: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  };
}

describe('hostile input fuzzing over every endpoint of the contract table', () => {
  let t: TestApp;
  const ctx: Context = { userAuth: {}, adminAuth: {}, ids: [], extraBodies: {} };
  const strategiesSeen = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    // The server-side cause of a failure, printed with the case that provoked it.
    t.app.addHook('onError', async (_request, _reply, error) => {
      observed.serverError = error;
    });
    ctx.userAuth = bearer((await signIn(t)).token);
    ctx.adminAuth = bearer((await signIn(t, ADMIN_EMAIL)).token);

    // Real ids, so mutated bodies also reach the handlers behind a found resource.
    const templates = (
      await t.app.inject({ method: 'GET', url: endpoints.listTemplates.path })
    ).json<{ data: { id: string; variables: string[] }[] }>().data;
    const enhancement = (
      await t.app.inject({
        method: 'POST',
        url: endpoints.enhancePrompt.path,
        payload: endpointExamples.enhancePrompt.body,
      })
    ).json<{ data: { id: string } }>().data;
    const session = (
      await t.app.inject({
        method: 'POST',
        url: endpoints.createTrainingSession.path,
        headers: ctx.userAuth,
        payload: endpointExamples.createTrainingSession.body,
      })
    ).json<{ data?: { id: string } }>().data;
    // The user's own rows too, so edits, deletes and history calls reach their handlers.
    const item = (
      await t.app.inject({
        method: 'POST',
        url: endpoints.addTrainingData.path,
        headers: ctx.userAuth,
        payload: endpointExamples.addTrainingData.body,
      })
    ).json<{ data?: { id: string } }>().data;
    const own = (
      await t.app.inject({
        method: 'POST',
        url: endpoints.enhancePrompt.path,
        headers: ctx.userAuth,
        payload: endpointExamples.enhancePrompt.body,
      })
    ).json<{ data: { id: string } }>().data;
    ctx.ids = [
      ...templates.map((template) => template.id),
      enhancement.id,
      own.id,
      ...(session ? [session.id] : []),
      ...(item ? [item.id] : []),
      EXAMPLE_ID,
    ];
    ctx.extraBodies.applyTemplate = templates.map((template) => ({
      variables: Object.fromEntries(template.variables.map((variable) => [variable, 'value'])),
    }));
  });
  afterAll(async () => t?.close());

  it.each(entries)(
    `%s answers every hostile request with a 2xx/4xx envelope (${perEndpoint} cases each)`,
    async (name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(casesFor(name, endpoint, ctx), async (request) => {
          strategiesSeen.set(request.strategy, (strategiesSeen.get(request.strategy) ?? 0) + 1);
          observed.serverError = undefined as Error | undefined;
          const answer = await send(t, request);
          const problem = checkEnvelope(answer, request.expectStatus);
          if (problem) {
            const cause = observed.serverError
              ? `\n  server error: ${observed.serverError.stack}`
              : '';
            throw new Error(`${problem}\n  ${describeCase(request, answer)}${cause}`);
          }
        }),
        // No shrinking: each run is an HTTP round trip; the first failure is printed whole.
        { numRuns: perEndpoint, seed: SEED, endOnFailure: true },
      );
    },
  );

  it('is still up and healthy after all of it, having run at least 10,000 cases', async () => {
    const health = await t.app.inject({ method: 'GET', url: endpoints.getHealth.path });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ success: true, data: { database: 'up' } });
    const byStrategy = [...strategiesSeen].map(([name, count]) => `${name} ${count}`).join(', ');
    console.log(
      `fuzz: ${casesRun} cases over ${entries.length} endpoints (seed ${SEED}): ${byStrategy}`,
    );
    if (!process.env.FUZZ_CASES) expect(casesRun).toBeGreaterThanOrEqual(10_000);
  });
});
