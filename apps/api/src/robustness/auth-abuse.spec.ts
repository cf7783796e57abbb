// Every protected route of the contract table (access 'user' or 'admin', so a new one is
// covered automatically) refuses forged, expired, unsigned, wrong-audience, garbage,
// session-less and signed-out tokens with a 401 envelope, and a non-admin's valid token with
// 403 on admin routes. Every viewer route (open to anyone, answer depending on who asks) does
// the same with a bad token: a token that does not hold is never taken for an anonymous visit.
import {
  buildPath,
  endpoints,
  MESSAGES,
  type EndpointDefinition,
  type EndpointName,
} from '@silent/contracts';
import { endpointExamples } from '@silent/contracts/testing';
import { createAuthStore } from '@silent/data';
import { SignJWT, UnsecuredJWT, generateKeyPair } from 'jose';
import { randomUUID } from 'node:crypto';
import {
  ADMIN_EMAIL,
  USER_EMAIL,
  bearer,
  createTestApp,
  signIn,
  type TestApp,
} from '../testing/test-app';
import { checkEnvelope } from './envelope';
import { realInput, type RealInput } from './real-input';

const USER_ID = '5f0c8a52-6a5e-4b8f-9d7e-2c1f3f1d0a11';

const routes = Object.entries(endpoints) as [EndpointName, EndpointDefinition][];
const protectedRoutes = routes.filter(
  ([, endpoint]) => endpoint.access === 'user' || endpoint.access === 'admin',
);
const adminRoutes = protectedRoutes.filter(([, endpoint]) => endpoint.access === 'admin');
const viewerRoutes = routes.filter(([, endpoint]) => endpoint.access === 'viewer');
/** Every route that verifies a token when one is sent. */
const tokenRoutes = [...protectedRoutes, ...viewerRoutes];

interface Claims {
  email?: string;
  sub?: string;
  aud?: string;
  exp?: number;
  iat?: number;
  nbf?: number;
  session_id?: string;
}

function claimsOf(overrides: Claims = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    email: ADMIN_EMAIL,
    role: 'authenticated',
    sub: USER_ID,
    aud: 'authenticated',
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
}

function hs256(secret: string, overrides: Claims = {}, alg = 'HS256'): Promise<string> {
  return new SignJWT(claimsOf(overrides))
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

describe('auth abuse on every protected route', () => {
  let t: TestApp;
  let secret: string;
  const bad: [string, () => Promise<string>][] = [];

  const call = (
    name: EndpointName,
    endpoint: EndpointDefinition,
    headers: object,
    real: RealInput = {},
  ) => {
    const example = endpointExamples[name] as {
      body?: unknown;
      query?: Record<string, string | number>;
      params?: Record<string, string>;
    };
    const query = example.query
      ? `?${new URLSearchParams(Object.entries(example.query).map(([k, v]) => [k, String(v)]))}`
      : '';
    return t.app.inject({
      method: endpoint.method,
      url: buildPath(endpoint.path, real.params ?? example.params) + query,
      // A JSON content type only with a body, as clients send it (an empty JSON body is a 400).
      headers: {
        ...headers,
        ...(example.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(example.body !== undefined ? { payload: JSON.stringify(real.body ?? example.body) } : {}),
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    secret = t.config.auth.jwtSecret;
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    bad.push(
      ['forged (wrong secret)', () => hs256(`${secret}-not-really`)],
      ['expired', () => hs256(secret, { exp: now - 60, nbf: undefined })],
      ['not yet valid (nbf in the future)', () => hs256(secret, { nbf: now + 3600 })],
      ['alg none', async () => new UnsecuredJWT(claimsOf()).encode()],
      [
        'alg none, upper case, with the real signature',
        async () => {
          const [, payload, signature] = (await hs256(secret)).split('.');
          const header = Buffer.from('{"alg":"NONE","typ":"JWT"}').toString('base64url');
          return `${header}.${payload}.${signature}`;
        },
      ],
      ['wrong audience', () => hs256(secret, { aud: 'anon' })],
      ['no subject', () => hs256(secret, { sub: undefined })],
      ['HS512 with the right secret', () => hs256(secret, {}, 'HS512')],
      [
        'RS256 from a key nobody trusts',
        () => new SignJWT(claimsOf()).setProtectedHeader({ alg: 'RS256' }).sign(privateKey),
      ],
      [
        'payload swapped under a valid signature',
        async () => {
          const [header, , signature] = (await hs256(secret, { email: USER_EMAIL })).split('.');
          const payload = Buffer.from(JSON.stringify(claimsOf())).toString('base64url');
          return `${header}.${payload}.${signature}`;
        },
      ],
      [
        'signed-out session (unknown session_id)',
        () => hs256(secret, { session_id: randomUUID() }),
      ],
      // The documented default secret signs these; only a live session makes a token good.
      ['minted with the secret, no session', () => hs256(secret)],
      ['no expiry', () => hs256(secret, { exp: undefined })],
      ['no issue time', () => hs256(secret, { iat: undefined })],
      ['issued in the future', () => hs256(secret, { iat: now + 3600, exp: now + 7200 })],
      ['garbage', async () => 'not-a-jwt'],
      ['three garbage parts', async () => 'a.b.c'],
      ['empty parts', async () => '..'],
      ['huge', async () => 'x'.repeat(6000)],
    );
  });
  afterAll(async () => t?.close());

  it('finds protected and viewer routes in the contract table', () => {
    expect(protectedRoutes.length).toBeGreaterThan(0);
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(viewerRoutes.length).toBeGreaterThan(0);
  });

  it.each(protectedRoutes)(
    '%s refuses a missing or malformed Authorization header',
    async (name, endpoint) => {
      for (const headers of [
        {},
        { authorization: '' },
        { authorization: 'Basic YWRtaW46YWRtaW4=' },
      ]) {
        const response = await call(name, endpoint, headers);
        expect(checkEnvelope(toAnswer(response), [401])).toBeUndefined();
        expect(response.json().error).toBe(MESSAGES.unauthorized);
      }
    },
  );

  it.each(viewerRoutes)(
    '%s refuses a malformed Authorization header instead of treating it as anonymous',
    async (name, endpoint) => {
      for (const headers of [{ authorization: 'Basic YWRtaW46YWRtaW4=' }, { authorization: 'x' }]) {
        const response = await call(name, endpoint, headers);
        expect(checkEnvelope(toAnswer(response), [401])).toBeUndefined();
        expect(response.json().error).toBe(MESSAGES.unauthorized);
      }
      // No header at all is an anonymous visitor: whatever the answer, it is not a 401.
      const anonymous = await call(name, endpoint, {});
      expect(checkEnvelope(toAnswer(anonymous))).toBeUndefined();
      expect(anonymous.statusCode).not.toBe(401);
    },
  );

  it.each(tokenRoutes)(
    '%s refuses forged, expired, unsigned and other bad tokens',
    async (name, endpoint) => {
      const refused: string[] = [];
      for (const [label, make] of bad) {
        const response = await call(name, endpoint, bearer(await make()));
        const problem = checkEnvelope(toAnswer(response), [401]);
        if (problem) refused.push(`${label}: ${problem} (${response.body.slice(0, 200)})`);
      }
      expect(refused).toEqual([]);
    },
  );

  it.each(adminRoutes)(
    "%s answers 403 to a signed-in user who isn't an admin",
    async (name, endpoint) => {
      const { token } = await signIn(t, USER_EMAIL);
      const response = await call(name, endpoint, bearer(token));
      expect(checkEnvelope(toAnswer(response), [403])).toBeUndefined();
      expect(response.json().error).toBe(MESSAGES.forbidden);
    },
  );

  it.each(tokenRoutes)(
    '%s lets the right valid token through (control)',
    async (name, endpoint) => {
      const signedIn = await signIn(t, ADMIN_EMAIL);
      // Routes about one row get a real row the admin may act on.
      const real = await realInput(t, name, signedIn.token);
      const response = await call(name, endpoint, bearer(signedIn.token), real);
      expect(checkEnvelope(toAnswer(response))).toBeUndefined();
      expect(response.statusCode).toBeLessThan(300);
    },
  );

  it('refuses the token of a session once it is signed out, on every protected route', async () => {
    const store = createAuthStore(t.database.db);
    const { user } = await store.findOrCreateUser(ADMIN_EMAIL, {});
    const session = await store.createSession({
      userId: user.id,
      amr: 'magiclink',
      userAgent: null,
      ip: null,
      refreshTokenHash: randomUUID(),
    });
    const token = await hs256(secret, { sub: user.id, session_id: session.id });
    const [name, endpoint] = adminRoutes[0] as [EndpointName, EndpointDefinition];
    expect((await call(name, endpoint, bearer(token))).statusCode).toBe(200);

    await store.revokeSession(session.id, 'logout');
    for (const [routeName, routeEndpoint] of tokenRoutes) {
      const response = await call(routeName, routeEndpoint, bearer(token));
      expect(checkEnvelope(toAnswer(response), [401])).toBeUndefined();
      expect(response.json().error).toBe(MESSAGES.authSessionMissing);
    }
  });
});

function toAnswer(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}) {
  return {
    statusCode: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  };
}
