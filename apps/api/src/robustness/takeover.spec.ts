// The admin takeovers of issue 14, tried against the whole app: reading a sign-in code from the
// local mailbox, poisoning the mailed link with a Host header, and the auth service's answer
// while the database is down.
import { signAccessToken } from '@silent/auth-server';
import { LOCAL_ANON_KEY, MESSAGES } from '@silent/contracts';
import { createAuthStore } from '@silent/data';
import { randomUUID } from 'node:crypto';
import { loadConfig, type ApiConfig } from '../config';
import { ADMIN_EMAIL, bearer, createTestApp, type TestApp } from '../testing/test-app';

/** What an operator starting on 0.0.0.0 with the required settings gets. */
function outsideConfig(env: Record<string, string> = {}): Partial<ApiConfig> {
  const config = loadConfig({
    HOST: '0.0.0.0',
    JWT_SECRET: 'a-random-secret-for-this-deployment-000000',
    SITE_URL: 'https://silent.example',
    ADMIN_EMAILS: ADMIN_EMAIL,
    ...env,
  });
  return { auth: config.auth, embeddedAuth: config.embeddedAuth };
}

const requestCode = (t: TestApp, email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/otp',
    headers: { apikey: LOCAL_ANON_KEY, ...headers },
    payload: { email },
  });

async function readCodeFromMailbox(t: TestApp, email: string, remoteAddress?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/dev/mailbox/messages?email=${encodeURIComponent(email)}`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  const code =
    response.statusCode === 200
      ? (response.json() as { messages: { code: string }[] }).messages[0]?.code
      : undefined;
  return { status: response.statusCode, code };
}

describe('mailbox takeover: a sign-in code for the admin, read from /dev/mailbox', () => {
  it('finds no mailbox on a server reachable from outside', async () => {
    const t = await createTestApp(outsideConfig());
    try {
      expect((await requestCode(t, ADMIN_EMAIL)).statusCode).toBe(200);
      for (const remoteAddress of ['203.0.113.9', '127.0.0.1']) {
        expect(await readCodeFromMailbox(t, ADMIN_EMAIL, remoteAddress)).toEqual({
          status: 404,
          code: undefined,
        });
      }
      const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers only this machine when DEV_MAILBOX=true is asked for, so no one else signs in', async () => {
    const t = await createTestApp(outsideConfig({ DEV_MAILBOX: 'true' }));
    try {
      expect((await requestCode(t, ADMIN_EMAIL)).statusCode).toBe(200);
      const stolen = await readCodeFromMailbox(t, ADMIN_EMAIL, '203.0.113.9');
      expect(stolen).toEqual({ status: 403, code: undefined });
      // Without the code, the attacker's guesses fail and the admin list stays closed.
      const guess = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/verify',
        remoteAddress: '203.0.113.9',
        headers: { apikey: LOCAL_ANON_KEY },
        payload: { type: 'email', email: ADMIN_EMAIL, token: '000000' },
      });
      expect(guess.statusCode).toBe(403);
      // The operator on the machine itself still reads it and signs in (control).
      const local = await readCodeFromMailbox(t, ADMIN_EMAIL, '127.0.0.1');
      expect(local.status).toBe(200);
      const verified = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/verify',
        headers: { apikey: LOCAL_ANON_KEY },
        payload: { type: 'email', email: ADMIN_EMAIL, token: local.code },
      });
      const admin = await t.app.inject({
        method: 'GET',
        url: '/api/admin/contact-messages',
        headers: bearer(verified.json().access_token),
      });
      expect(admin.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('turns the mailbox off on loopback with DEV_MAILBOX=0', async () => {
    const t = await createTestApp({ embeddedAuth: loadConfig({ DEV_MAILBOX: '0' }).embeddedAuth });
    try {
      expect((await requestCode(t, ADMIN_EMAIL)).statusCode).toBe(200);
      expect((await readCodeFromMailbox(t, ADMIN_EMAIL)).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('Host-header link poisoning', () => {
  it.each([
    ['Host', { host: 'evil.example' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }],
  ])('mails a link to SITE_URL whatever %s says', async (_label, headers) => {
    for (const config of [outsideConfig(), {}]) {
      const t = await createTestApp(config);
      try {
        const email = `victim-${Date.now()}@example.test`;
        expect((await requestCode(t, email, headers)).statusCode).toBe(200);
        const [mail] = await createAuthStore(t.database.db).listMail({ limit: 1, email });
        const link = /https?:\/\/\S+\/verify\?\S+/.exec(mail?.textBody ?? '')?.[0] ?? '';
        expect(new URL(link).origin).toBe(t.config.embeddedAuth.siteUrl);
        expect(mail?.textBody).not.toContain('evil.example');
      } finally {
        await t.close();
      }
    }
  });
});

const liveLookingToken = async (t: TestApp) =>
  (
    await signAccessToken(new TextEncoder().encode(t.config.auth.jwtSecret), {
      userId: randomUUID(),
      email: 'someone@example.test',
      sessionId: randomUUID(),
      amr: 'otp',
      appMetadata: {},
      userMetadata: {},
      issuer: `${t.config.embeddedAuth.siteUrl}/auth/v1`,
      ttlSeconds: 600,
    })
  ).token;

describe('/auth/v1 while the database is down', () => {
  it('answers 503 with a GoTrue-shaped error (supabase-js retries it)', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      for (const request of [
        { method: 'POST' as const, url: '/auth/v1/otp', payload: { email: 'a@example.test' } },
        {
          method: 'POST' as const,
          url: '/auth/v1/token?grant_type=refresh_token',
          payload: { refresh_token: 'x'.repeat(43) },
        },
        {
          method: 'GET' as const,
          url: '/auth/v1/user',
          // A well-signed token: checking its session needs the database.
          headers: bearer(await liveLookingToken(t)),
        },
      ]) {
        const response = await t.app.inject({
          ...request,
          headers: { apikey: LOCAL_ANON_KEY, ...(request.headers ?? {}) },
        });
        expect([request.url, response.statusCode]).toEqual([request.url, 503]);
        expect(response.json()).toEqual({
          code: 'unexpected_failure',
          error_code: 'unexpected_failure',
          msg: MESSAGES.databaseUnavailable,
          message: MESSAGES.databaseUnavailable,
        });
      }
    } finally {
      await t.close();
    }
  });
});
