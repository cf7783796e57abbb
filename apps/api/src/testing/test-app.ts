// Shared setup for the route tests: one migrated, seeded PGlite per test file, an app built
// around it, and signed bearer tokens for the protected endpoints.
import { randomToken, sha256Hex, signAccessToken } from '@silent/auth-server';
import { createAuthStore } from '@silent/data';
import { createTestDatabase, freePort, type TestDatabase } from '@silent/data/testing';
import type { TrainingItem } from '@silent/training';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type ApiConfig } from '../config';

export const ADMIN_EMAIL = 'admin@silent.test';
export const USER_EMAIL = 'user@silent.test';

export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '',
    ADMIN_EMAILS: ADMIN_EMAIL,
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_STRICT_MAX: '100000',
  });
  return { ...config, ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: ApiConfig;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<ApiConfig> = {},
  existing?: TestDatabase,
  /** Bundled worker entries (built by the spec): without them, work runs inline. */
  workers: Pick<BuildAppOptions, 'engineWorkerFile' | 'trainingWorkerFile'> = {},
): Promise<TestApp> {
  const database = existing ?? (await createTestDatabase('pglite'));
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, ...workers });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (!existing) await database.dispose();
    },
  };
}

export interface ListeningTestApp extends TestApp {
  /** `http://127.0.0.1:PORT`, also the app's SITE_URL: mailed links lead back here. */
  baseUrl: string;
}

/** A test app listening on 127.0.0.1 whose SITE_URL is its own address. */
export async function startTestServer(
  overrides: Partial<ApiConfig> = {},
  existing?: TestDatabase,
): Promise<ListeningTestApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const base = testConfig(overrides);
  const t = await createTestApp(
    { ...overrides, embeddedAuth: { ...base.embeddedAuth, siteUrl: baseUrl } },
    existing,
  );
  await t.app.listen({ host: '127.0.0.1', port });
  return { ...t, baseUrl };
}

export interface SignedIn {
  token: string;
  userId: string;
  sessionId: string;
}

/**
 * A real embedded-auth session for `email` (the user is created on first use), and the access
 * token the auth service would issue for it: the only kind of token the API accepts in
 * embedded mode. Signing out or revoking the session makes the token stop working.
 */
export async function signIn(t: TestApp, email = USER_EMAIL): Promise<SignedIn> {
  const store = createAuthStore(t.database.db);
  const { user } = await store.findOrCreateUser(email, {});
  const session = await store.createSession({
    userId: user.id,
    amr: 'otp',
    userAgent: 'jest',
    ip: '127.0.0.1',
    refreshTokenHash: sha256Hex(randomToken()),
  });
  const { token } = await signAccessToken(new TextEncoder().encode(t.config.auth.jwtSecret), {
    userId: user.id,
    email: user.email,
    sessionId: session.id,
    amr: 'otp',
    appMetadata: {},
    userMetadata: {},
    issuer: 'http://localhost/auth/v1',
    ttlSeconds: t.config.embeddedAuth.accessTokenTtlSeconds,
  });
  return { token, userId: user.id, sessionId: session.id };
}

/**
 * A token signed with the configured secret but issued by no auth session: what an attacker
 * who knows (or guessed) the secret could mint. The API refuses it in embedded mode.
 */
export async function mintToken(
  config: ApiConfig,
  claims: { email?: string; sub?: string; expiresIn?: string | number; secret?: string } = {},
): Promise<string> {
  const secret = new TextEncoder().encode(claims.secret ?? config.auth.jwtSecret);
  return new SignJWT({ email: claims.email ?? USER_EMAIL, role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub ?? '5f0c8a52-6a5e-4b8f-9d7e-2c1f3f1d0a11')
    .setAudience(config.auth.jwtAudience)
    .setIssuedAt()
    .setExpirationTime(claims.expiresIn ?? '1h')
    .sign(secret);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Queues a training session as the user of `headers`; the response is checked by the caller. */
export function queueTrainingSession(
  t: TestApp,
  headers: Record<string, string>,
  sessionName: string,
  categories: readonly string[],
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/prompt/training/sessions',
    headers,
    payload: { sessionName, categories },
  });
}

/** Imports training items as the user of `headers`, through the bulk endpoint, in one request. */
export function importTrainingItems(
  t: TestApp,
  headers: Record<string, string>,
  items: readonly TrainingItem[],
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/prompt/training/data/bulk',
    headers,
    payload: {
      items: items.map((item) => ({
        input_text: item.input,
        expected_output: item.expectedOutput,
        category: item.category,
      })),
    },
  });
}
