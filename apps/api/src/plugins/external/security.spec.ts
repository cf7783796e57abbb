// The Content-Security-Policy and HSTS as deployments see them: the web app's inline script
// allowed by its hash only, a hosted project's origin allowed to connect, HSTS over HTTPS only.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScriptHashes } from '../../http/inline-scripts';
import { createTestApp } from '../../testing/test-app';
import { webDistFixture } from '../../testing/web-dist';
import { HSTS } from './security';

const scriptSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .find((directive) => directive.startsWith('script-src '));

describe('script-src', () => {
  it("allows the served index.html's inline script by its hash, and nothing inline else", async () => {
    const dist = webDistFixture();
    try {
      const html = readFileSync(join(dist, 'index.html'), 'utf8');
      const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      const hash = createHash('sha256').update(script).digest('base64');
      const t = await createTestApp({ webDistDir: dist });
      try {
        const page = await t.app.inject({ method: 'GET', url: '/silent' });
        expect(page.body).toContain(script);
        expect(scriptSrc(page.headers['content-security-policy'])).toBe(
          `script-src 'self' 'sha256-${hash}'`,
        );
      } finally {
        await t.close();
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('follows the file: a changed script gets a new hash at the next start', async () => {
    const dist = webDistFixture();
    try {
      const file = join(dist, 'index.html');
      const before = inlineScriptHashes(readFileSync(file, 'utf8'));
      writeFileSync(file, readFileSync(file, 'utf8').replace("'light'", "'dark'"));
      const t = await createTestApp({ webDistDir: dist });
      try {
        const csp = (await t.app.inject({ method: 'GET', url: '/' })).headers[
          'content-security-policy'
        ];
        expect(before).toHaveLength(1);
        expect(scriptSrc(csp)).not.toContain(before[0]);
        expect(scriptSrc(csp)).toContain(inlineScriptHashes(readFileSync(file, 'utf8'))[0]);
      } finally {
        await t.close();
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('hashes inline scripts only (never those with a src)', () => {
    expect(
      inlineScriptHashes('<script src="/a.js"></script><script type="module">go()</script>'),
    ).toEqual([`'sha256-${createHash('sha256').update('go()').digest('base64')}'`]);
  });
});

describe('connect-src', () => {
  it("adds a hosted Supabase project's origin", async () => {
    const base = await createTestApp();
    const t = await createTestApp(
      {
        auth: { ...base.config.auth, supabaseUrl: 'https://abcd.supabase.co' },
      },
      base.database,
    );
    try {
      const csp = String(
        (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
          'content-security-policy'
        ],
      );
      expect(csp).toContain("connect-src 'self' https://abcd.supabase.co");
    } finally {
      await t.app.close();
      await base.close();
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when a trusted proxy says the request came over HTTPS, never over HTTP', async () => {
    const t = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const viaProxy = (proto: string, remoteAddress = '127.0.0.1') =>
        t.app.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress,
          headers: { 'x-forwarded-proto': proto },
        });
      expect((await viaProxy('https')).headers['strict-transport-security']).toBe(HSTS);
      expect((await viaProxy('http')).headers['strict-transport-security']).toBeUndefined();
      // The same claim from a client the setting does not name is not believed.
      expect(
        (await viaProxy('https', '203.0.113.5')).headers['strict-transport-security'],
      ).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
