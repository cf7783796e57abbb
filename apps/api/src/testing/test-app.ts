// Shared setup for the route tests: one migrated, seeded PGlite per test file, an app built
// around it, and signed bearer tokens for the protected endpoints.
import { createTestDatabase, type TestDatabase } from '@silent/data/testing';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { buildApp } from '../app';
import { loadConfig, type ApiConfig } from '../config';

export const ADMIN_EMAIL = 'admin@silent.test';
export const USER_EMAIL = 'user@silent.test';

export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  const config = loadConfig({
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
): Promise<TestApp> {
  const database = existing ?? (await createTestDatabase('pglite'));
  const config = testConfig(overrides);
  const app = await buildApp({ config, database });
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

export async function signToken(
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
