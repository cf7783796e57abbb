// Test-only helpers: an in-memory PGlite with every migration, the embedded auth service on
// 127.0.0.1 with an ephemeral port, and a supabase-js client pointed at it.
import { PGlite } from '@electric-sql/pglite';
import {
  applyMigrations,
  createAuthStore,
  defaultMigrationsDir,
  readMigrations,
} from '@silent/data';
import { freePort } from '@silent/data/testing';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { EmbeddedAuthSettings } from './service';
import { LOCAL_ANON_KEY, registerEmbeddedAuth, type EmbeddedAuthSetup } from './setup';

export const TEST_SECRET = 'test-secret-for-the-embedded-auth-service-000000';

export const testSettings = (
  overrides: Partial<EmbeddedAuthSettings> = {},
): EmbeddedAuthSettings => ({
  jwtSecret: TEST_SECRET,
  anonKey: LOCAL_ANON_KEY,
  siteUrl: '',
  redirectUrls: [],
  accessTokenTtlSeconds: 3600,
  magicLinkTtlSeconds: 3600,
  linkCooldownSeconds: 60,
  refreshReuseIntervalSeconds: 10,
  rateLimit: { windowSeconds: 300, email: 1000, verify: 1000, token: 1000 },
  ...overrides,
});

export async function migratedPglite(): Promise<PGlite> {
  const pg = new PGlite();
  const migrationsDir = defaultMigrationsDir(join(__dirname, '../../..'));
  await applyMigrations(
    (fn) =>
      pg.transaction((tx) =>
        fn({
          exec: async (text) => void (await tx.exec(text)),
          query: async <R>(text: string, params?: unknown[]) =>
            (await tx.query<R>(text, params as never[])).rows,
        }),
      ),
    readMigrations(migrationsDir),
  );
  return pg;
}

export interface TestAuthServer {
  app: FastifyInstance;
  baseUrl: string;
  store: ReturnType<typeof createAuthStore>;
  pg: PGlite;
  close(): Promise<void>;
}

/**
 * The service on 127.0.0.1, its SITE_URL that same origin, with the local mailbox on (it
 * answers loopback clients, as the tests are).
 */
export async function startTestAuthServer(
  overrides: Partial<EmbeddedAuthSetup> = {},
  pg?: PGlite,
): Promise<TestAuthServer> {
  const database = pg ?? (await migratedPglite());
  const store = createAuthStore(drizzle({ client: database }));
  const app = Fastify({ logger: false });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  await registerEmbeddedAuth(app, {
    ...testSettings({ siteUrl: baseUrl }),
    devMailbox: true,
    store,
    ...overrides,
  });
  await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    baseUrl,
    store,
    pg: database,
    close: async () => {
      await app.close();
      if (!pg) await database.close();
    },
  };
}

/** Node 20 has no WebSocket and supabase-js builds its realtime client eagerly; auth never uses it. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used in these tests');
  }
}

/** supabase-js as a browser-less app uses it: PKCE, in-memory storage, no timers. */
export function testClient(baseUrl: string, anonKey = LOCAL_ANON_KEY): SupabaseClient {
  const memory = new Map<string, string>();
  return createClient(baseUrl, anonKey, {
    realtime: { transport: NoRealtime as never },
    auth: {
      flowType: 'pkce',
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      },
    },
  });
}

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  link: string | null;
  code: string | null;
}

export async function latestMail(baseUrl: string, email: string): Promise<MailboxMessage> {
  const response = await fetch(
    `${baseUrl}/dev/mailbox/messages?email=${encodeURIComponent(email)}&limit=1`,
  );
  const { messages } = (await response.json()) as { messages: MailboxMessage[] };
  const [mail] = messages;
  if (!mail) throw new Error(`no mail for ${email}`);
  return mail;
}

/** Opens the mailed link like a browser would, without following the redirect. */
export async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`link answered ${response.status}`);
  return new URL(location);
}
