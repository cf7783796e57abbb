// The embedded auth service against an attacker (issue 14): poisoned Host headers, oversized
// sign-up data, concurrent and retried refreshes, the mailbox from another machine, and the
// database going away. Real supabase-js, real HTTP, real PGlite.
import type { PGlite } from '@electric-sql/pglite';
import { LENGTH_MESSAGES, LIMITS, MESSAGES } from '@silent/contracts';
import { MAILBOX_LOCAL_ONLY } from './mailbox-plugin';
import {
  latestMail,
  migratedPglite,
  startTestAuthServer,
  testClient,
  type TestAuthServer,
} from './spec-helpers';

let pg: PGlite;
let server: TestAuthServer;
let counter = 0;
const nextEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.test`;
const headers = { apikey: 'silent-local-anon-key', 'content-type': 'application/json' };

beforeAll(async () => {
  pg = await migratedPglite();
  server = await startTestAuthServer({}, pg);
}, 60_000);
afterAll(async () => {
  await server.close();
  await pg.close();
});

async function userStatus(accessToken: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/auth/v1/user`, {
    headers: { apikey: 'silent-local-anon-key', authorization: `Bearer ${accessToken}` },
  });
  return response.status;
}

async function signInByCode(email: string) {
  const client = testClient(server.baseUrl);
  expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
  const { code } = await latestMail(server.baseUrl, email);
  const verified = await client.auth.verifyOtp({ email, token: code ?? '', type: 'email' });
  if (!verified.data.session) throw new Error(`no session: ${verified.error?.message}`);
  return verified.data.session;
}

describe('links come from SITE_URL only', () => {
  it.each([
    ['Host', { host: 'evil.example' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
    ['Forwarded', { forwarded: 'host=evil.example;proto=https' }],
  ])('mails a link to the real site whatever the %s header says', async (_name, poisoned) => {
    const email = nextEmail('poison');
    const response = await fetch(`${server.baseUrl}/auth/v1/otp`, {
      method: 'POST',
      headers: { ...headers, ...poisoned },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    const { link } = await latestMail(server.baseUrl, email);
    expect(new URL(link ?? '').origin).toBe(server.baseUrl);
    expect(link).not.toContain('evil.example');
    expect(new URL(link ?? '').searchParams.get('redirect_to')).toBe(`${server.baseUrl}/`);
  });

  it('refuses to start without a site origin', async () => {
    await expect(startTestAuthServer({ siteUrl: '' }, pg)).rejects.toThrow(/SITE_URL/);
  });
});

describe('sign-up data (user_metadata)', () => {
  const otp = (email: string, data: object) =>
    testClient(server.baseUrl).auth.signInWithOtp({ email, options: { data } });

  it.each([
    ['51 keys', Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 1]))],
    ['4,500 keys', Object.fromEntries(Array.from({ length: 4500 }, (_, i) => [`key${i}`, i]))],
    ['over 4 KB', { blob: 'x'.repeat(LIMITS.userMetadataMaxBytes) }],
  ])('refuses %s with 400 and a clear message, creating nobody', async (_label, data) => {
    const email = nextEmail('meta');
    const { error } = await otp(email, data);
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe(LENGTH_MESSAGES.userMetadata);
    expect((await pg.query('SELECT 1 FROM auth_users WHERE email = $1', [email])).rows).toEqual([]);
  });

  it('keeps data within the caps for a new user and ignores it for an existing one', async () => {
    const email = nextEmail('meta-ok');
    const first = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v']));
    expect((await otp(email, first)).error).toBeNull();
    await pg.query('UPDATE auth_users SET last_link_sent_at = NULL WHERE email = $1', [email]);
    expect((await otp(email, { takeover: true })).error).toBeNull();
    const { rows } = await pg.query<{ user_metadata: object }>(
      'SELECT user_metadata FROM auth_users WHERE email = $1',
      [email],
    );
    expect(rows[0]?.user_metadata).toEqual(first);
  });
});

describe('refresh-token reuse interval', () => {
  const refresh = (refreshToken: string) =>
    testClient(server.baseUrl).auth.refreshSession({ refresh_token: refreshToken });

  it('gives concurrent refreshes of one token the same new pair and keeps the session', async () => {
    const session = await signInByCode(nextEmail('concurrent'));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => refresh(session.refresh_token)),
    );
    expect(results.map((result) => result.error)).toEqual([null, null, null, null, null]);
    const tokens = new Set(results.map((result) => result.data.session?.refresh_token));
    expect(tokens.size).toBe(1);
    const [successor] = [...tokens];
    expect(successor).not.toBe(session.refresh_token);
    for (const result of results) {
      expect(await userStatus(result.data.session?.access_token ?? '')).toBe(200);
    }
    // The successor is a live, single-use token of the same session.
    const next = await refresh(successor ?? '');
    expect(next.error).toBeNull();
    expect(await userStatus(next.data.session?.access_token ?? '')).toBe(200);
  });

  it('gives a retried refresh the same pair, and still revokes on reuse after the interval', async () => {
    const session = await signInByCode(nextEmail('retry'));
    const first = await refresh(session.refresh_token);
    const retry = await refresh(session.refresh_token);
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
    await pg.query(
      `UPDATE auth_refresh_tokens SET revoked_at = now() - interval '11 seconds' WHERE revoked_at IS NOT NULL`,
    );
    const late = await refresh(session.refresh_token);
    expect(late.error?.code).toBe('refresh_token_already_used');
    expect(await userStatus(first.data.session?.access_token ?? '')).toBe(403);
  });
});

describe('the local mailbox', () => {
  it('answers only clients whose socket address is loopback', async () => {
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.0.2.1']) {
      for (const url of ['/dev/mailbox', '/dev/mailbox/messages']) {
        const response = await server.app.inject({ method: 'GET', url, remoteAddress });
        expect([url, remoteAddress, response.statusCode]).toEqual([url, remoteAddress, 403]);
        expect(response.body).toContain(MAILBOX_LOCAL_ONLY);
      }
    }
    const local = await server.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
    expect(local.statusCode).toBe(200);
  });

  it('refuses a loopback connection that came through a proxy', async () => {
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
    ];
    for (const forwarded of proxied) {
      const response = await fetch(`${server.baseUrl}/dev/mailbox/messages`, {
        headers: forwarded,
      });
      expect(response.status).toBe(403);
    }
  });

  it('is not mounted unless asked for', async () => {
    const plain = await startTestAuthServer({ devMailbox: undefined }, pg);
    try {
      expect((await fetch(`${plain.baseUrl}/dev/mailbox`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('the database going away', () => {
  it('answers 503 in GoTrue shape, which supabase-js retries', async () => {
    const ownPg = await migratedPglite();
    const own = await startTestAuthServer({}, ownPg);
    try {
      const email = nextEmail('outage');
      const client = testClient(own.baseUrl);
      expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
      const { code } = await latestMail(own.baseUrl, email);
      const { data } = await client.auth.verifyOtp({ email, token: code ?? '', type: 'email' });
      await ownPg.close();
      const calls: [string, RequestInit][] = [
        ['/auth/v1/otp', { method: 'POST', body: JSON.stringify({ email }) }],
        ['/auth/v1/verify', { method: 'POST', body: JSON.stringify({ email, token: '123456' }) }],
        [
          '/auth/v1/token?grant_type=refresh_token',
          { method: 'POST', body: JSON.stringify({ refresh_token: data.session?.refresh_token }) },
        ],
        ['/auth/v1/user', { headers: { authorization: `Bearer ${data.session?.access_token}` } }],
      ];
      for (const [path, init] of calls) {
        const response = await fetch(`${own.baseUrl}${path}`, {
          ...init,
          headers: { ...headers, ...(init.headers as object) },
        });
        const body = await response.json();
        expect([path, response.status, body]).toEqual([
          path,
          503,
          {
            code: 'unexpected_failure',
            error_code: 'unexpected_failure',
            msg: MESSAGES.databaseUnavailable,
            message: MESSAGES.databaseUnavailable,
          },
        ]);
        expect(response.headers.get('retry-after')).toBe('5');
      }
    } finally {
      await own.app.close();
    }
  });
});
