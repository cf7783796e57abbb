// Many visitors behind one address (an office, a school) load pages: with the product's own
// limits, 40 page loads from one address in a minute all work, every file and API call of
// them, and the page's inline script runs under the Content-Security-Policy.
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { removeDir, startServer, type RunningServer } from '../support/server';

const ROUTES = ['/', '/silent', '/contact', '/login', '/contact-form'];

describe('page loads under the default limits', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    // The default limits, not the generous ones the other suites run with, counted over ten
    // minutes instead of one: every load below falls in one window, however slow the machine.
    server = await startServer({
      RATE_LIMIT_MAX: '',
      RATE_LIMIT_STRICT_MAX: '',
      RATE_LIMIT_PAGE_MAX: '',
      RATE_LIMIT_WINDOW_MS: '600000',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  it('serves 40 page loads from one address in a minute, with no refused request', async () => {
    const { context, page, errors } = await openPage(browser, { theme: 'dark' });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    try {
      for (let load = 0; load < 40; load += 1) {
        const route = ROUTES[load % ROUTES.length] as string;
        const response = await page.goto(`${server.baseUrl}${route}`, { waitUntil: 'load' });
        expect([route, response?.status()]).toEqual([route, 200]);
        await page.locator('main').first().waitFor();
      }
      expect(refused).toEqual([]);
      // The inline theme script ran (allowed by its hash): nothing was blocked.
      expect(errors).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });
});
