import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { baseUrl } from '../support/state';

describe('production server smoke', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('serves the API and the web app from one origin', async () => {
    const health = await fetch(`${baseUrl()}/api/health`).then((r) => r.json());
    expect(health).toMatchObject({ success: true, data: { database: 'up' } });

    const { page, errors, context } = await openPage(browser);
    const response = await page.goto(`${baseUrl()}/`);
    expect(response?.status()).toBe(200);
    await page.waitForSelector('#root *');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers unknown API paths with the 404 envelope, and client routes with the app', async () => {
    const apiMiss = await fetch(`${baseUrl()}/api/does-not-exist`);
    expect(apiMiss.status).toBe(404);
    expect(await apiMiss.json()).toMatchObject({ success: false, error: 'Route not found' });

    const clientRoute = await fetch(`${baseUrl()}/contact`);
    expect(clientRoute.status).toBe(200);
    expect(clientRoute.headers.get('content-type')).toContain('text/html');
  });

  it('sends the built assets precompressed, caching hashed files for good and the page never', async () => {
    const page = await fetch(`${baseUrl()}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();

    const asset = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
