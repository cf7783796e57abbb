// Lighthouse (mobile emulation, its default) on Debian's Chromium for the key pages.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const LIGHTHOUSE_PAGES = ['/', '/silent', '/contact'];

export async function runLighthouse(baseUrl, pages = LIGHTHOUSE_PAGES) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results = {};
  try {
    for (const page of pages) {
      const { lhr } = await lighthouse(`${baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      results[page] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
      };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
