// The API's bearer-token checks and the embedded auth service end to end, with the real
// @supabase/supabase-js talking to the whole app on 127.0.0.1.
import { MESSAGES } from '@silent/contracts';
import { createAuthStore } from '@silent/data';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createServer, type Server } from 'node:http';
import { loadConfig, LOCAL_DEV_JWT_SECRET } from '../../config';
import {
  ADMIN_EMAIL,
  bearer,
  createTestApp,
  mintToken,
  signIn as startSession,
  startTestServer,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app';

/** Node 20 has no WebSocket and supabase-js builds its realtime client eagerly; auth never uses it. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used here');
  }
}

function browserlessClient(baseUrl: string): SupabaseClient {
  const memory = new Map<string, string>();
  return createClient(baseUrl, 'silent-local-anon-key', {
    realtime: { transport: NoRealtime as never },
    auth: {
      flowType: 'pkce',
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      },
    },
  });
}

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  const server = await startTestServer();
  t = server;
  baseUrl = server.baseUrl;
});
afterAll(async () => t.close());

const adminList = (headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/api/admin/waitlist`, { headers }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { success: boolean; error?: string },
  }));

/** Link requested, read from the local mailbox, opened, code exchanged: a real session. */
async function signIn(email: string) {
  const client = browserlessClient(baseUrl);
  const sent = await client.auth.signInWithOtp({
    email,
    options: { emailRedirectTo: `${baseUrl}/silent` },
  });
  expect(sent.error).toBeNull();
  const mailbox = await fetch(
    `${baseUrl}/dev/mailbox/messages?email=${encodeURIComponent(email)}&limit=1`,
  );
  const { messages } = (await mailbox.json()) as { messages: Array<{ link: string }> };
  const opened = await fetch(messages[0]?.link ?? '', { redirect: 'manual' });
  expect(opened.status).toBe(303);
  const landing = new URL(opened.headers.get('location') ?? '');
  expect(landing.pathname).toBe('/silent');
  const { data, error } = await client.auth.exchangeCodeForSession(
    landing.searchParams.get('code') ?? '',
  );
  expect(error).toBeNull();
  if (!data.session) throw new Error('no session');
  return { client, session: data.session };
}

describe('sign-in with supabase-js against the embedded service, then the API', () => {
  it('link → mailbox → verify → session → getUser → refresh → late reuse refused → signOut → API refuses', async () => {
    const email = 'flow@example.test';
    const { client, session } = await signIn(email);

    const { data: fetched } = await client.auth.getUser();
    expect(fetched.user?.email).toBe(email);
    // The API accepts the token (and knows this user is no admin).
    expect((await adminList(bearer(session.access_token))).status).toBe(403);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const current = refreshed.data.session;
    expect(current?.refresh_token).not.toBe(session.refresh_token);
    expect((await adminList(bearer(current?.access_token ?? ''))).status).toBe(403);

    // A retry within the reuse interval gets the same pair; after it (moved back in the
    // database), presenting the old token again is refused and ends the session family.
    const retried = await browserlessClient(baseUrl).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(retried.data.session?.refresh_token).toBe(current?.refresh_token);
    await t.database.db.execute(
      sql`UPDATE auth_refresh_tokens SET revoked_at = now() - interval '11 seconds' WHERE revoked_at IS NOT NULL`,
    );
    const reuse = await browserlessClient(baseUrl).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    // Reuse ended the session family: even the newest access token is now refused.
    const afterReuse = await adminList(bearer(current?.access_token ?? ''));
    expect(afterReuse.status).toBe(401);
    expect(afterReuse.body.error).toBe(MESSAGES.authSessionMissing);

    // A fresh sign-in (after the per-address cooldown) and an ordinary sign-out.
    // Test shortcut: skip the 60 s wait instead of sleeping.
    await t.database.db.execute(sql`UPDATE auth_users SET last_link_sent_at = NULL`);
    const second = await signIn(email);
    expect((await adminList(bearer(second.session.access_token))).status).toBe(403);
    expect((await second.client.auth.signOut()).error).toBeNull();
    const signedOut = await adminList(bearer(second.session.access_token));
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ success: false, error: MESSAGES.authSessionMissing });
  });

  it('lets ADMIN_EMAILS in to the admin endpoints', async () => {
    const { session } = await signIn(ADMIN_EMAIL.toUpperCase());
    const response = await adminList(bearer(session.access_token));
    expect(response.status).toBe(200);
  });

  it('refuses a second link to the same address within 60 s', async () => {
    const client = browserlessClient(baseUrl);
    expect((await client.auth.signInWithOtp({ email: 'twice@example.test' })).error).toBeNull();
    const second = await client.auth.signInWithOtp({ email: 'twice@example.test' });
    expect(second.error?.status).toBe(429);
    expect(second.error?.message).toMatch(/only request this after \d+ seconds/);
  });
});

describe('bearer tokens the API refuses', () => {
  const unsigned = (payload: object) => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
  };

  it('refuses no token and garbage', async () => {
    expect((await adminList()).status).toBe(401);
    expect((await adminList(bearer('not.a.jwt'))).status).toBe(401);
  });

  it('refuses a forged signature', async () => {
    const forged = await mintToken(t.config, {
      email: ADMIN_EMAIL,
      secret: 'guessed-secret-000000000000000000000',
    });
    expect((await adminList(bearer(forged))).body).toEqual(
      expect.objectContaining({ success: false, error: MESSAGES.unauthorized }),
    );
  });

  it('refuses an expired token with "JWT has expired"', async () => {
    const expired = await mintToken(t.config, {
      email: ADMIN_EMAIL,
      expiresIn: Math.floor(Date.now() / 1000) - 60,
    });
    const response = await adminList(bearer(expired));
    expect(response.status).toBe(401);
    expect(response.body.error).toBe(MESSAGES.jwtExpired);
  });

  it('refuses alg "none"', async () => {
    const token = unsigned({
      sub: '5f0c8a52-6a5e-4b8f-9d7e-2c1f3f1d0a11',
      email: ADMIN_EMAIL,
      aud: 'authenticated',
      role: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    expect((await adminList(bearer(token))).status).toBe(401);
  });

  it('refuses the wrong audience', async () => {
    const token = await new SignJWT({ email: ADMIN_EMAIL, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('5f0c8a52-6a5e-4b8f-9d7e-2c1f3f1d0a11')
      .setAudience('anon')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.auth.jwtSecret));
    expect((await adminList(bearer(token))).status).toBe(401);
  });

  it('refuses an asymmetric token when no hosted project is configured', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const token = await new SignJWT({ email: ADMIN_EMAIL })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('5f0c8a52-6a5e-4b8f-9d7e-2c1f3f1d0a11')
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await adminList(bearer(token))).status).toBe(401);
  });

  it('refuses a token minted with the secret but issued by no session, on user and admin routes', async () => {
    // The attack: the README documents the local default secret, so anyone can sign this.
    const minted = await mintToken(t.config, { email: ADMIN_EMAIL, secret: LOCAL_DEV_JWT_SECRET });
    const admin = await adminList(bearer(minted));
    expect(admin.status).toBe(401);
    expect(admin.body.error).toBe(MESSAGES.authSessionMissing);
    const user = await fetch(`${baseUrl}/api/prompt/training/data`, {
      method: 'POST',
      headers: { ...bearer(minted), 'content-type': 'application/json' },
      body: JSON.stringify({ input_text: 'a', expected_output: 'b', category: 'c' }),
    });
    expect(user.status).toBe(401);
  });

  describe('a token of a live session, with its time claims tampered with', () => {
    const secret = () => new TextEncoder().encode(t.config.auth.jwtSecret);
    const now = () => Math.floor(Date.now() / 1000);
    let live: SignedIn;
    beforeAll(async () => {
      live = await startSession(t, 'claims@example.test');
    });
    const withClaims = (claims: Record<string, number | undefined>) => {
      const jwt = new SignJWT({
        email: 'claims@example.test',
        role: 'authenticated',
        session_id: live.sessionId,
        ...Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined)),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(live.userId)
        .setAudience('authenticated');
      return jwt.sign(secret());
    };

    it('accepts it as issued (issued now, expiring within the token lifetime)', async () => {
      const token = await withClaims({ iat: now(), exp: now() + 600 });
      expect((await adminList(bearer(token))).status).toBe(403);
    });

    it('refuses it without an expiry', async () => {
      expect((await adminList(bearer(await withClaims({ iat: now() })))).status).toBe(401);
    });

    it('refuses it without an issue time', async () => {
      expect((await adminList(bearer(await withClaims({ exp: now() + 600 })))).status).toBe(401);
    });

    it('refuses an issue time more than 60 s in the future, and allows 60 s of clock skew', async () => {
      const future = await withClaims({ iat: now() + 120, exp: now() + 600 });
      expect((await adminList(bearer(future))).status).toBe(401);
      const skewed = await withClaims({ iat: now() + 30, exp: now() + 600 });
      expect((await adminList(bearer(skewed))).status).toBe(403);
      const justExpired = await withClaims({ iat: now() - 600, exp: now() - 30 });
      expect((await adminList(bearer(justExpired))).status).toBe(403);
    });

    it('refuses a far-off expiry once the token is older than the access-token lifetime', async () => {
      const ttl = t.config.embeddedAuth.accessTokenTtlSeconds;
      const old = await withClaims({ iat: now() - ttl - 120, exp: now() + 10 * 365 * 86_400 });
      expect((await adminList(bearer(old))).status).toBe(401);
    });

    it('stops working when its session is revoked', async () => {
      const session = await startSession(t, 'revoked@example.test');
      expect((await adminList(bearer(session.token))).status).toBe(403);
      await createAuthStore(t.database.db).revokeSession(session.sessionId, 'logout');
      const after = await adminList(bearer(session.token));
      expect(after.status).toBe(401);
      expect(after.body.error).toBe(MESSAGES.authSessionMissing);
    });

    it('/auth/v1/user refuses the same tampered tokens', async () => {
      const user = (token: string) =>
        fetch(`${baseUrl}/auth/v1/user`, {
          headers: { ...bearer(token), apikey: 'silent-local-anon-key' },
        }).then((response) => response.status);
      expect(await user(await withClaims({ iat: now(), exp: now() + 600 }))).toBe(200);
      expect(await user(await withClaims({ iat: now() }))).toBe(403);
      expect(await user(await withClaims({ exp: now() + 600 }))).toBe(403);
      expect(await user(await withClaims({ iat: now() + 120, exp: now() + 600 }))).toBe(403);
    });
  });

  it('refuses a validly signed token naming a session that does not exist', async () => {
    const token = await new SignJWT({
      email: ADMIN_EMAIL,
      session_id: '00000000-0000-4000-8000-000000000000',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('5f0c8a52-6a5e-4b8f-9d7e-2c1f3f1d0a11')
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.auth.jwtSecret));
    const response = await adminList(bearer(token));
    expect(response.status).toBe(401);
    expect(response.body.error).toBe(MESSAGES.authSessionMissing);
  });
});

describe('hosted mode (SUPABASE_URL set)', () => {
  let jwksServer: Server;
  let projectUrl: string;
  let hosted: TestApp;
  let privateKey: CryptoKey;
  let jwksRequests = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    privateKey = pair.privateKey as CryptoKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
    jwksServer = createServer((request, response) => {
      if (request.url === '/auth/v1/.well-known/jwks.json') {
        jwksRequests += 1;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ keys: [jwk] }));
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const address = jwksServer.address();
    projectUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const config = loadConfig({ SUPABASE_URL: projectUrl, ADMIN_EMAILS: ADMIN_EMAIL });
    hosted = await createTestApp({ auth: config.auth }, t.database);
  });
  afterAll(async () => {
    await hosted.close();
    await new Promise((resolve) => jwksServer.close(resolve));
  });

  const projectToken = (issuer: string, email = ADMIN_EMAIL) =>
    new SignJWT({ email, role: 'authenticated', session_id: 'hosted-session' })
      .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
      .setSubject('5f0c8a52-6a5e-4b8f-9d7e-2c1f3f1d0a11')
      .setIssuer(issuer)
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);

  const hostedAdminList = (token: string) =>
    hosted.app.inject({ method: 'GET', url: '/api/admin/waitlist', headers: bearer(token) });

  it('has no secret to trust: the documented local secret opens nothing', () => {
    expect(hosted.config.auth.jwtSecret).toBe('');
    expect(loadConfig({}).auth.jwtSecret).toBe(LOCAL_DEV_JWT_SECRET);
  });

  it("verifies the project's asymmetric tokens through its JWKS, fetched once and cached", async () => {
    const first = await hostedAdminList(await projectToken(`${projectUrl}/auth/v1`));
    expect(first.statusCode).toBe(200);
    const second = await hostedAdminList(await projectToken(`${projectUrl}/auth/v1`));
    expect(second.statusCode).toBe(200);
    expect(jwksRequests).toBe(1);
  });

  it("refuses the project's tokens without an expiry or issue time", async () => {
    const token = (withIat: boolean, withExp: boolean) => {
      const jwt = new SignJWT({ email: ADMIN_EMAIL, role: 'authenticated' })
        .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
        .setSubject('5f0c8a52-6a5e-4b8f-9d7e-2c1f3f1d0a11')
        .setIssuer(`${projectUrl}/auth/v1`)
        .setAudience('authenticated');
      if (withIat) jwt.setIssuedAt();
      if (withExp) jwt.setExpirationTime('1h');
      return jwt.sign(privateKey);
    };
    expect((await hostedAdminList(await token(true, true))).statusCode).toBe(200);
    expect((await hostedAdminList(await token(false, true))).statusCode).toBe(401);
    expect((await hostedAdminList(await token(true, false))).statusCode).toBe(401);
  });

  it('refuses another issuer and HS256 tokens signed with the local secret', async () => {
    expect(
      (await hostedAdminList(await projectToken('https://evil.example/auth/v1'))).statusCode,
    ).toBe(401);
    const local = await mintToken(t.config, { email: ADMIN_EMAIL, secret: LOCAL_DEV_JWT_SECRET });
    expect((await hostedAdminList(local)).statusCode).toBe(401);
  });

  it('does not mount the embedded service or the mailbox', async () => {
    const auth = await hosted.app.inject({ method: 'GET', url: '/auth/v1/settings' });
    expect(auth.statusCode).toBe(404);
    const mailbox = await hosted.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
    expect(mailbox.statusCode).toBe(404);
  });
});
