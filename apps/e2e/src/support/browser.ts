import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { WORKSPACE_ROOT } from './server';

/** Debian's Chromium; never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR = join(WORKSPACE_ROOT, 'apps/e2e/test-results');

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 360, height: 740 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export type ThemeName = 'light' | 'dark';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * A fresh context with the theme pre-set in localStorage (key `theme`) and the viewport,
 * collecting console errors so a spec can assert there were none.
 */
export async function openPage(
  browser: Browser,
  options: { theme?: ThemeName; viewport?: ViewportName; reducedMotion?: boolean } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    reducedMotion: options.reducedMotion === false ? 'no-preference' : 'reduce',
  });
  const theme = options.theme ?? 'light';
  await context.addInitScript((value) => {
    try {
      if (!sessionStorage.getItem('e2e-theme-set')) {
        localStorage.setItem('theme', value);
        sessionStorage.setItem('e2e-theme-set', '1');
      }
    } catch {
      // storage unavailable on about:blank
    }
  }, theme);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const AXE_SOURCE = () =>
  readFileSync(join(WORKSPACE_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
}

/**
 * Runs axe-core in the page and returns serious and critical violations; `exclude` leaves out
 * parts of the page (CSS selectors) that another suite checks.
 */
export async function seriousA11yViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern: an injected <script> tag would be (rightly) refused, since the policy allows no
  // inline script but the app's own, by its hash.
  await page.evaluate(AXE_SOURCE());
  const violations = await page.evaluate(async (excluded) => {
    const axe = (
      window as unknown as {
        axe: { run: (context?: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(
      excluded.length > 0 ? { exclude: excluded.map((selector) => [selector]) } : undefined,
    );
    return result.violations as {
      id: string;
      impact: string | null;
      help: string;
      nodes: unknown[];
    }[];
  }, exclude);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length }));
}

const STILL_ATTEMPTS = 3;

/**
 * The page's serious violations, read while nothing moves. A toast fading in or out has partial
 * opacity, which axe reads as low contrast; one can start fading *during* the axe run (a toast's
 * timer runs out), so a run during which any transition or animation started is repeated.
 */
export async function stillA11yViolations(page: Page): Promise<AxeViolation[]> {
  let violations: AxeViolation[] = [];
  for (let attempt = 0; attempt < STILL_ATTEMPTS; attempt += 1) {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
    );
    await page.evaluate(() => {
      const flags = window as unknown as { __moved?: boolean; __watching?: boolean };
      flags.__moved = false;
      if (flags.__watching) return;
      flags.__watching = true;
      const moved = () => {
        flags.__moved = true;
      };
      for (const type of ['transitionrun', 'animationstart']) {
        document.addEventListener(type, moved, true);
      }
    });
    violations = await seriousA11yViolations(page);
    const moved = await page.evaluate(() => (window as unknown as { __moved?: boolean }).__moved);
    if (!moved) return violations;
  }
  return violations;
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
