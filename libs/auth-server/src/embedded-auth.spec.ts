import type { PGlite } from '@electric-sql/pglite';
import { AUTH } from '@silent/contracts';
import { decodeJwt } from 'jose';
import {
  latestMail,
  migratedPglite,
  openLink,
  startTestAuthServer,
  testClient,
  type TestAuthServer,
} from './spec-helpers';

let pg: PGlite;
let server: TestAuthServer;
let counter = 0;
const nextEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.test`;

beforeAll(async () => {
  pg = await migratedPglite();
  server = await startTestAuthServer({}, pg);
}, 60_000);

afterAll(async () => {
  await server.close();
  await pg.close();
});

async function userEndpoint(accessToken: string) {
  const response = await fetch(`${server.baseUrl}/auth/v1/user`, {
    headers: { apikey: 'silent-local-anon-key', authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Signs in through the mailed link with the real client; returns the client and session. */
async function signInByLink(email: string) {
  const client = testClient(server.baseUrl);
  const redirectTo = `${server.baseUrl}/silent`;
  const sent = await client.auth.signInWithOtp({ email, options: { emailRedirectTo: redirectTo } });
  expect(sent.error).toBeNull();
  const mail = await latestMail(server.baseUrl, email);
  const landing = await openLink(mail.link ?? '');
  expect(`${landing.origin}${landing.pathname}`).toBe(redirectTo);
  const code = landing.searchParams.get('code');
  expect(code).toBeTruthy();
  const exchanged = await client.auth.exchangeCodeForSession(code ?? '');
  expect(exchanged.error).toBeNull();
  const session = exchanged.data.session;
  if (!session) throw new Error('no session');
  return { client, session, mail, landing };
}

describe('embedded auth with the real supabase-js', () => {
  it('link → mailbox → verify → session → getUser → refresh → late reuse refused → family revoked', async () => {
    const email = nextEmail('flow');
    const { client, session, mail } = await signInByLink(email);

    expect(mail.to).toBe(email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(AUTH.accessTokenTtlSeconds);
    expect(session.user.email).toBe(email);
    expect(session.user.aud).toBe('authenticated');
    expect(session.user.app_metadata.provider).toBe('email');
    expect(session.user.identities?.[0]?.provider).toBe('email');

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: session.user.id,
      email,
      role: 'authenticated',
      aud: 'authenticated',
      iss: `${server.baseUrl}/auth/v1`,
    });
    expect(typeof claims.session_id).toBe('string');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(AUTH.accessTokenTtlSeconds);

    const fetched = await client.auth.getUser();
    expect(fetched.error).toBeNull();
    expect(fetched.data.user?.id).toBe(session.user.id);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const next = refreshed.data.session;
    expect(next?.refresh_token).toBeTruthy();
    expect(next?.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(next?.access_token ?? '').session_id).toBe(claims.session_id);

    // Presented again at once (a retry, another tab), the old token gets the same successor...
    const retried = await testClient(server.baseUrl).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(retried.error).toBeNull();
    expect(retried.data.session?.refresh_token).toBe(next?.refresh_token);
    // ...but once the reuse interval has passed (moved back in the database), it is refused...
    await pg.query(
      `UPDATE auth_refresh_tokens SET revoked_at = now() - interval '11 seconds' WHERE revoked_at IS NOT NULL`,
    );
    const reuse = await testClient(server.baseUrl).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(reuse.error?.status).toBe(400);
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    // ...and, as a stolen token would be, it ends the whole session family.
    const afterReuse = await testClient(server.baseUrl).auth.refreshSession({
      refresh_token: next?.refresh_token ?? '',
    });
    expect(afterReuse.error?.code).toBe('refresh_token_already_used');
    expect((await userEndpoint(next?.access_token ?? '')).body.code).toBe('session_not_found');
  });

  it('signs in with the 6-digit code, then signOut ends the session', async () => {
    const email = nextEmail('code');
    const client = testClient(server.baseUrl);
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const { code } = await latestMail(server.baseUrl, email);

    const verified = await client.auth.verifyOtp({ email, token: code ?? '', type: 'email' });
    expect(verified.error).toBeNull();
    const session = verified.data.session;
    expect(session?.user.email).toBe(email);
    expect((await userEndpoint(session?.access_token ?? '')).status).toBe(200);

    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const after = await userEndpoint(session?.access_token ?? '');
    expect(after.status).toBe(403);
    expect(after.body.code).toBe('session_not_found');
    const refresh = await testClient(server.baseUrl).auth.refreshSession({
      refresh_token: session?.refresh_token ?? '',
    });
    expect(refresh.error).not.toBeNull();
  });

  it('verifies a token hash (verifyOtp with token_hash)', async () => {
    const email = nextEmail('hash');
    const client = testClient(server.baseUrl);
    await client.auth.signInWithOtp({ email });
    const { link } = await latestMail(server.baseUrl, email);
    const tokenHash = new URL(link ?? '').searchParams.get('token') ?? '';
    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
    const again = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('allows one link per address per 60 s with a clear 429', async () => {
    const email = nextEmail('cooldown');
    const client = testClient(server.baseUrl);
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const second = await client.auth.signInWithOtp({ email: email.toUpperCase() });
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
    expect(second.error?.message).toMatch(
      /^For security purposes, you can only request this after (60|59|58) seconds\.$/,
    );
    // Another address is not affected.
    expect((await client.auth.signInWithOtp({ email: nextEmail('other') })).error).toBeNull();
    // Once the cooldown has passed (moved back in the database), a new link may be sent.
    await pg.query(
      `UPDATE auth_users SET last_link_sent_at = now() - interval '61 seconds' WHERE lower(email) = lower($1)`,
      [email],
    );
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
  });

  it('a link works once and not after it expires', async () => {
    const email = nextEmail('once');
    const { mail } = await signInByLink(email);
    const reused = await openLink(mail.link ?? '');
    const fragment = new URLSearchParams(reused.hash.slice(1));
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('error_description')).toBe('Email link is invalid or has expired');
    expect(reused.searchParams.get('code')).toBeNull();

    const late = nextEmail('late');
    await testClient(server.baseUrl).auth.signInWithOtp({ email: late });
    const lateMail = await latestMail(server.baseUrl, late);
    await pg.query(
      `UPDATE auth_one_time_links SET expires_at = now() - interval '1 second'
       WHERE user_id = (SELECT id FROM auth_users WHERE email = $1)`,
      [late],
    );
    const expired = await openLink(lateMail.link ?? '');
    expect(new URLSearchParams(expired.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('a new link replaces the previous one', async () => {
    const email = nextEmail('replace');
    const client = testClient(server.baseUrl);
    await client.auth.signInWithOtp({ email });
    const first = await latestMail(server.baseUrl, email);
    await pg.query(`UPDATE auth_users SET last_link_sent_at = NULL WHERE email = $1`, [email]);
    await client.auth.signInWithOtp({ email });
    const firstLanding = await openLink(first.link ?? '');
    expect(firstLanding.hash).toContain('error_code=otp_expired');
  });

  it('stops accepting codes after five wrong guesses', async () => {
    const email = nextEmail('guess');
    const client = testClient(server.baseUrl);
    await client.auth.signInWithOtp({ email });
    const { code } = await latestMail(server.baseUrl, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const attempt = await client.auth.verifyOtp({ email, token: wrong, type: 'email' });
      expect(attempt.error?.code).toBe('otp_expired');
    }
    const right = await client.auth.verifyOtp({ email, token: code ?? '', type: 'email' });
    expect(right.error?.code).toBe('otp_expired');
  });

  it('keeps a PKCE link usable when it is opened in another browser first', async () => {
    const email = nextEmail('other-device');
    const asker = testClient(server.baseUrl);
    const redirectTo = `${server.baseUrl}/silent`;
    await asker.auth.signInWithOtp({ email, options: { emailRedirectTo: redirectTo } });
    const mail = await latestMail(server.baseUrl, email);

    // Another browser (no verifier) opens the link: it lands with a code it cannot exchange.
    const elsewhere = await openLink(mail.link ?? '');
    const stranger = await testClient(server.baseUrl).auth.exchangeCodeForSession(
      elsewhere.searchParams.get('code') ?? '',
    );
    expect(stranger.data.session).toBeNull();

    // The browser that asked can still use the same link...
    const landing = await openLink(mail.link ?? '');
    const exchanged = await asker.auth.exchangeCodeForSession(
      landing.searchParams.get('code') ?? '',
    );
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    // ...and once it has, the link and its code are used up.
    const reopened = await openLink(mail.link ?? '');
    expect(reopened.hash).toContain('error_code=otp_expired');
    const code = await testClient(server.baseUrl).auth.verifyOtp({
      email,
      token: mail.code ?? '',
      type: 'email',
    });
    expect(code.error?.code).toBe('otp_expired');
  });

  it('refuses a PKCE exchange with the wrong verifier, and a code used twice', async () => {
    const email = nextEmail('pkce');
    const client = testClient(server.baseUrl);
    await client.auth.signInWithOtp({ email });
    const landing = await openLink((await latestMail(server.baseUrl, email)).link ?? '');
    const code = landing.searchParams.get('code') ?? '';
    const post = (body: unknown) =>
      fetch(`${server.baseUrl}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: 'silent-local-anon-key', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const wrong = await post({ auth_code: code, code_verifier: 'x'.repeat(50) });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { code: string }).code).toBe('bad_code_verifier');
    // The code was burnt by the failed attempt, so the real client cannot use it either.
    const again = await client.auth.exchangeCodeForSession(code);
    expect(again.error?.code).toBe('flow_state_not_found');
  });

  it('logout scope others keeps this session and ends the rest; global ends all', async () => {
    const email = nextEmail('scopes');
    const a = await signInByLink(email);
    await pg.query(`UPDATE auth_users SET last_link_sent_at = NULL WHERE email = $1`, [email]);
    const b = await signInByLink(email);
    await pg.query(`UPDATE auth_users SET last_link_sent_at = NULL WHERE email = $1`, [email]);
    const c = await signInByLink(email);

    expect((await a.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await userEndpoint(a.session.access_token)).status).toBe(200);
    expect((await userEndpoint(b.session.access_token)).status).toBe(403);
    expect((await userEndpoint(c.session.access_token)).status).toBe(403);

    await pg.query(`UPDATE auth_users SET last_link_sent_at = NULL WHERE email = $1`, [email]);
    const d = await signInByLink(email);
    expect((await a.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await userEndpoint(a.session.access_token)).status).toBe(403);
    expect((await userEndpoint(d.session.access_token)).status).toBe(200);
    expect((await d.client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await userEndpoint(d.session.access_token)).status).toBe(403);
  });

  it('sends OAuth attempts back to the site with a clear error (no provider configured)', async () => {
    for (const [provider, label] of [
      ['google', 'Google'],
      ['azure', 'Microsoft'],
    ] as const) {
      const client = testClient(server.baseUrl);
      const { data } = await client.auth.signInWithOAuth({
        provider,
        options: { redirectTo: server.baseUrl, skipBrowserRedirect: true },
      });
      const landing = await openLink(data.url ?? '');
      expect(landing.origin).toBe(server.baseUrl);
      const params = new URLSearchParams(landing.hash.slice(1));
      expect(params.get('error')).toBe('invalid_request');
      expect(params.get('error_code')).toBe('provider_disabled');
      expect(params.get('error_description')).toContain(`${label} sign-in is not configured`);
    }
  });

  it('never redirects to a foreign site', async () => {
    const url = `${server.baseUrl}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent('https://evil.example/steal')}`;
    const landing = await openLink(url);
    expect(landing.origin).toBe(server.baseUrl);

    const email = nextEmail('redirect');
    await testClient(server.baseUrl).auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'https://evil.example/' },
    });
    const { link } = await latestMail(server.baseUrl, email);
    expect(new URL(link ?? '').searchParams.get('redirect_to')).toBe(`${server.baseUrl}/`);
  });

  it('requires the anon key, except on browser navigations', async () => {
    const response = await fetch(`${server.baseUrl}/auth/v1/settings`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'invalid_api_key' });
    const wrongKey = testClient(server.baseUrl, 'not-the-key');
    const sent = await wrongKey.auth.signInWithOtp({ email: nextEmail('key') });
    expect(sent.error?.status).toBe(401);

    const settings = await fetch(`${server.baseUrl}/auth/v1/settings`, {
      headers: { apikey: 'silent-local-anon-key' },
    });
    expect(await settings.json()).toMatchObject({ external: { email: true, google: false } });
  });

  it('rejects malformed addresses and unsupported methods in GoTrue shape', async () => {
    const client = testClient(server.baseUrl);
    const bad = await client.auth.signInWithOtp({ email: 'not-an-address' });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe('email_address_invalid');
    const noSignup = await client.auth.signInWithOtp({
      email: nextEmail('nosignup'),
      options: { shouldCreateUser: false },
    });
    expect(noSignup.error?.code).toBe('otp_disabled');
    const scope = await fetch(`${server.baseUrl}/auth/v1/logout?scope=everyone`, {
      method: 'POST',
      headers: { apikey: 'silent-local-anon-key', authorization: 'Bearer x' },
    });
    expect(scope.status).toBe(400);
  });
});

describe('the local mailbox page', () => {
  it('lists the newest mail and opens one with its link', async () => {
    const email = nextEmail('page');
    await testClient(server.baseUrl).auth.signInWithOtp({ email });
    const list = await fetch(`${server.baseUrl}/dev/mailbox`);
    expect(list.headers.get('content-type')).toContain('text/html');
    const html = await list.text();
    expect(html).toContain('Local mailbox');
    const href = new RegExp(`href="(/dev/mailbox/[0-9a-f-]+)" data-to="${email}"`).exec(html)?.[1];
    expect(href).toBeTruthy();
    const message = await (await fetch(`${server.baseUrl}${href}`)).text();
    expect(message).toContain('data-testid="magic-link"');
    expect(message).toContain('/auth/v1/verify?token=');
    const missing = await fetch(
      `${server.baseUrl}/dev/mailbox/00000000-0000-4000-8000-000000000000`,
    );
    expect(missing.status).toBe(404);
  });
});

describe('per-IP limits and mail failures', () => {
  it('answers 429 once an IP has asked for too many links', async () => {
    const limited = await startTestAuthServer(
      { rateLimit: { windowSeconds: 300, email: 2, verify: 100, token: 100 } },
      pg,
    );
    try {
      await pg.query('DELETE FROM auth_rate_limits');
      const client = testClient(limited.baseUrl);
      expect((await client.auth.signInWithOtp({ email: nextEmail('ip') })).error).toBeNull();
      expect((await client.auth.signInWithOtp({ email: nextEmail('ip') })).error).toBeNull();
      const third = await client.auth.signInWithOtp({ email: nextEmail('ip') });
      expect(third.error?.status).toBe(429);
      expect(third.error?.code).toBe('over_request_rate_limit');
      expect(third.error?.message).toMatch(/Too many requests/);
    } finally {
      await limited.close();
      await pg.query('DELETE FROM auth_rate_limits');
    }
  });

  it('gives the address its slot back when the mail could not be sent', async () => {
    const failing = await startTestAuthServer(
      {
        mailer: {
          kind: 'smtp',
          send: async () => {
            throw new Error('smtp down');
          },
        },
      },
      pg,
    );
    try {
      const email = nextEmail('smtpfail');
      const client = testClient(failing.baseUrl);
      const first = await client.auth.signInWithOtp({ email });
      // A 5xx reaches supabase-js as a retryable failure; the web then shows its own fallback.
      expect(first.error?.status).toBe(500);
      const [row] = (
        await pg.query<{ last_link_sent_at: Date | null }>(
          'SELECT last_link_sent_at FROM auth_users WHERE email = $1',
          [email],
        )
      ).rows;
      expect(row?.last_link_sent_at).toBeNull();
      // No mailbox is mounted when mail goes out by SMTP.
      expect((await fetch(`${failing.baseUrl}/dev/mailbox`)).status).toBe(404);
    } finally {
      await failing.close();
    }
  });
});
