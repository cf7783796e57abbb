// Limits that fit what they protect: pages and files for many visitors behind one address, the
// engine's work counted by prompt, unknown paths strictly.
import { LIMITS, MESSAGES } from '@silent/contracts';
import { rmSync } from 'node:fs';
import { loadConfig, type ApiConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { webDistFixture } from '../../testing/web-dist';

const PAGE_FILES = ['/assets/index-Ab12Cd34.js', '/assets/index-Ef56Gh78.css', '/favicon.svg'];
const ROUTES = ['/', '/silent', '/contact', '/login', '/team/some-one'];

describe('pages and files', () => {
  let dist: string;
  beforeAll(() => {
    dist = webDistFixture();
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  async function appWith(rateLimit: Partial<ApiConfig['rateLimit']> = {}): Promise<TestApp> {
    // The product's own limits, not the test suite's generous ones.
    const defaults = loadConfig({}).rateLimit;
    return createTestApp({ webDistDir: dist, rateLimit: { ...defaults, ...rateLimit } });
  }

  it('serves 40 page loads from one address in a minute, every file of each', async () => {
    const t = await appWith();
    try {
      const failures: string[] = [];
      for (let load = 0; load < 40; load += 1) {
        for (const url of [ROUTES[load % ROUTES.length] as string, ...PAGE_FILES]) {
          const response = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
          if (response.statusCode !== 200) failures.push(`${load}: ${url} ${response.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('answers a limited page navigation with a small branded page and Retry-After', async () => {
    const t = await appWith({ pageMax: 3 });
    try {
      for (let load = 0; load < 3; load += 1) {
        expect((await t.app.inject({ method: 'GET', url: '/silent' })).statusCode).toBe(200);
      }
      const limited = await t.app.inject({
        method: 'GET',
        url: '/silent',
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.body).toContain('<html lang="en">');
      expect(limited.body).toContain('Silent Labs');
      expect(limited.body).toContain(MESSAGES.pageRateLimited);
      expect(limited.body).not.toContain('"success"');
      expect(limited.body).not.toContain('<script');
      // Hashed assets are never limited; API endpoints keep their own buckets.
      for (const url of PAGE_FILES.slice(0, 2)) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('keeps probing for unknown files and API paths in the strict bucket', async () => {
    const t = await appWith({ strictMax: 2 });
    try {
      const codes = [];
      for (const url of ['/assets/nope.js', '/wp-login.php', '/api/nope']) {
        codes.push((await t.app.inject({ method: 'GET', url })).statusCode);
      }
      expect(codes).toEqual([404, 404, 429]);
      const limited = await t.app.inject({ method: 'GET', url: '/api/nope' });
      expect(limited.json()).toMatchObject({ success: false, error: MESSAGES.rateLimited });
    } finally {
      await t.close();
    }
  });
});

describe('the engine budget, counted by prompt', () => {
  let t: TestApp;
  beforeEach(async () => {
    const defaults = loadConfig({}).rateLimit;
    t = await createTestApp({ rateLimit: { ...defaults, strictMax: 10 } });
  });
  afterEach(async () => t.close());

  const batch = (count: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/prompt/batch-enhance',
      payload: { prompts: Array.from({ length: count }, (_, i) => `summarise report ${i}`) },
    });
  const enhance = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/prompt/enhance',
      payload: { originalPrompt: 'plan a launch' },
    });

  it('spends one unit per prompt of a batch, and refuses a batch that does not fit', async () => {
    expect((await batch(8)).statusCode).toBe(200);
    const refused = await batch(8);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: MESSAGES.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The refused batch spent nothing: two single prompts still fit, a third does not.
    expect((await enhance()).statusCode).toBe(200);
    expect((await enhance()).statusCode).toBe(200);
    expect((await enhance()).statusCode).toBe(429);
  });

  it('counts only the prompts that are enhanced (blank ones are dropped)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/prompt/batch-enhance',
      payload: { prompts: ['one', ' ', '', 'two'] },
    });
    expect(response.statusCode).toBe(200);
    expect((await batch(8)).statusCode).toBe(200);
    expect((await enhance()).statusCode).toBe(429);
  });

  it('refuses once the budget is spent before reading the body', async () => {
    expect((await batch(10)).statusCode).toBe(200);
    // Malformed JSON would be a 400 if it were parsed: the refusal comes first.
    const flood = await t.app.inject({
      method: 'POST',
      url: '/api/prompt/batch-enhance',
      headers: { 'content-type': 'application/json' },
      payload: `{"prompts": [${'"x",'.repeat(LIMITS.batchMaxPrompts)}`,
    });
    expect(flood.statusCode).toBe(429);
  });
});
