import { MESSAGES } from '@silent/contracts';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  seriousA11yViolations,
  VIEWPORTS,
  type ThemeName,
  type TrackedPage,
  type ViewportName,
} from '../support/browser';
import { baseUrl } from '../support/state';

// The marketing site against the production build and the real API.

const ROUTES = [
  { path: '/', name: 'landing', heading: /Guided conversations that/ },
  { path: '/login', name: 'login', heading: 'Welcome Back' },
  { path: '/contact', name: 'contact', heading: 'Talk to the people who build Silent' },
  { path: '/contact-form', name: 'contact-form', heading: 'Let’s Talk' },
  { path: '/team/maya-chen', name: 'team-member', heading: 'Maya Chen' },
  { path: '/team/not-a-founder', name: 'team-unknown', heading: 'Team Member Not Found' },
  { path: '/no-such-page', name: 'not-found', heading: 'Page not found' },
] as const;

const WAIT = { timeout: 15_000 };
const OUTBOX_KEY = 'silent.waitlist.outbox';

function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

describe('marketing site', () => {
  let browser: Browser;
  const opened: TrackedPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((tracked) => tracked.context.close()));
  });
  afterAll(async () => {
    await browser.close();
  });

  async function open(
    options: { theme?: ThemeName; viewport?: ViewportName; reducedMotion?: boolean } = {},
  ) {
    const tracked = await openPage(browser, options);
    opened.push(tracked);
    return tracked;
  }

  const toast = (page: Page, text: string) =>
    page.getByRole('status').filter({ hasText: text }).first();

  describe.each([
    ['light', 'desktop'],
    ['dark', 'desktop'],
    ['light', 'phone'],
    ['dark', 'phone'],
  ] as const)('every route in %s theme at %s size', (theme, viewport) => {
    it('renders, is axe-clean, has a title and logs no console error', async () => {
      const { page, errors } = await open({ theme, viewport });
      for (const route of ROUTES) {
        await page.goto(`${baseUrl()}${route.path}`);
        await page.getByRole('heading', { level: 1, name: route.heading }).waitFor(WAIT);
        await expect(page.evaluate(() => document.documentElement.className)).resolves.toContain(
          theme,
        );
        await expect(page.title()).resolves.toMatch(/Silent Labs/);
        await expect(
          page.locator('meta[name="description"]').getAttribute('content'),
        ).resolves.toBeTruthy();
        // Header and footer frame every page.
        await page.getByRole('link', { name: 'Silent Labs', exact: true }).first().waitFor(WAIT);
        await page.getByRole('contentinfo').getByText('New York').waitFor(WAIT);
        // Nothing may overflow sideways, at 360 px or 1440 px.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect({ route: route.path, overflow }).toEqual({ route: route.path, overflow: 0 });

        const violations = await seriousA11yViolations(page);
        expect({ route: route.path, violations }).toEqual({ route: route.path, violations: [] });
        await saveScreenshot(page, `marketing-${route.name}-${theme}-${viewport}`);
      }
      expect(errors).toEqual([]);
    });
  });

  it('landing: badge, headline, Log In, typewriter without layout shift, trusted strip', async () => {
    const { page, errors } = await open({ reducedMotion: false });
    // Record layout shifts from the first paint on.
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${baseUrl()}/`);
    await page.getByText('Powered iOS & Web Development').waitFor(WAIT);

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Log In' }).getAttribute('href')).resolves.toBe(
      '/login',
    );
    await expect(page.getByRole('heading', { name: 'Trusted by teams' }).count()).resolves.toBe(1);
    await expect(page.locator('.trusted__name').count()).resolves.toBe(5);
    for (const id of ['products', 'pricing', 'tutorials', 'guides', 'examples', 'api']) {
      await expect(page.locator(`section#${id} h2`).count()).resolves.toBe(1);
    }

    const typed = page.getByTestId('typewriter-text');
    const card = page.locator('.typewriter');
    const before = await card.boundingBox();
    const first = await typed.textContent();
    await page.waitForTimeout(1200);
    const later = await typed.textContent();
    expect((later ?? '').length).toBeGreaterThan((first ?? '').length);
    expect(await card.boundingBox()).toEqual(before);

    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.05);
    // The tool's code never loads on the landing page.
    expect(scripts.filter((url) => /\/assets\/tool-/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('header: floats after 50 px, dropdowns work by keyboard, anchors reach their sections', async () => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl()}/contact`);
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
    const header = page.locator('header.ui-header');
    await expect(header.getAttribute('data-scrolled')).resolves.toBe('false');
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 50);
    await page.waitForFunction(
      () => document.querySelector('header.ui-header')?.getAttribute('data-scrolled') === 'true',
    );
    await page.evaluate(() => window.scrollTo(0, 0));

    const resources = page.getByRole('button', { name: 'Resources' });
    await resources.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor(WAIT);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Tutorials',
    );
    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Guides');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu').count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(
      'Resources',
    );

    // Open again and follow Guides: it leads to the landing page's section.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/#guides$/);
    await page.locator('section#guides').waitFor(WAIT);
    await page.waitForFunction(() => {
      const top = document.getElementById('guides')?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top < window.innerHeight / 2;
    });

    const company = page.getByRole('button', { name: 'Company' });
    await company.click();
    await page.getByRole('menuitem', { name: 'Team' }).click();
    await page.waitForURL(/\/contact$/);
    expect(errors).toEqual([]);
  });

  it('header on a phone: the hamburger opens the same items and Escape closes it', async () => {
    const { page } = await open({ viewport: 'phone' });
    await page.goto(`${baseUrl()}/`);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Products', 'Pricing', 'Team', 'Tutorials', 'Guides', 'Examples', 'API']) {
      await mobile.getByRole('link', { name, exact: true }).waitFor(WAIT);
    }
    await saveScreenshot(page, 'marketing-mobile-menu-open');
    await page.keyboard.press('Escape');
    await expect(mobile.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Team' })
      .click();
    await page.waitForURL(/\/contact$/);
  });

  it('theme toggle switches, persists and survives a reload', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.evaluate(() => document.documentElement.className)).resolves.toContain(
      'dark',
    );
    await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('dark');
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor(WAIT);
    await expect(page.evaluate(() => document.documentElement.className)).resolves.toContain(
      'dark',
    );
  });

  it('route changes show the wordmark transition, then the page', async () => {
    const { page, errors } = await open({ reducedMotion: false });
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
    await expect(page.getByTestId('page-transition').count()).resolves.toBe(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Send a Message' }).click();
    await page.getByTestId('page-transition').waitFor({ state: 'attached', timeout: 2000 });
    await saveScreenshot(page, 'marketing-page-transition');
    await page.getByTestId('page-transition').waitFor({ state: 'detached', timeout: 3000 });
    await page.getByRole('heading', { level: 1, name: 'Let’s Talk' }).waitFor(WAIT);
    expect(errors).toEqual([]);
  });

  it('waitlist: empty e-mail, join, already joined', async () => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl()}/login`);
    const submit = page.getByRole('button', { name: 'Join the waitlist' });
    await submit.click();
    await toast(page, MESSAGES.waitlistEmailRequired).waitFor(WAIT);

    const email = uniqueEmail('join');
    await page.getByLabel('Work email').fill(email);
    await submit.click();
    await page.getByRole('heading', { name: 'You’re on the list' }).waitFor(WAIT);
    await toast(page, MESSAGES.waitlistJoined).waitFor(WAIT);
    await saveScreenshot(page, 'marketing-waitlist-joined');

    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Work email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await toast(page, MESSAGES.waitlistAlreadyJoined).waitFor(WAIT);
    expect(errors).toEqual([]);
  });

  it('waitlist offline: shows joined, keeps the sign-up and delivers it back online', async () => {
    const { page, context } = await open();
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Work email').waitFor(WAIT);
    const email = uniqueEmail('offline');
    await context.setOffline(true);
    await page.getByLabel('Work email').fill(email);
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByRole('heading', { name: 'You’re on the list' }).waitFor(WAIT);
    await toast(page, MESSAGES.waitlistJoined).waitFor(WAIT);
    const queued = await page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY);
    expect(queued).toContain(email);

    await context.setOffline(false);
    await page.waitForFunction((key) => localStorage.getItem(key) === null, OUTBOX_KEY, WAIT);

    // The server has it now: joining again says so.
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Work email').fill(email);
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await toast(page, MESSAGES.waitlistAlreadyJoined).waitFor(WAIT);
  });

  it('contact form: messages clear as fields are edited, then Message Sent', async () => {
    const { page, errors } = await open({ viewport: 'phone' });
    await page.goto(`${baseUrl()}/contact-form`);
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    for (const message of [
      MESSAGES.contactNameRequired,
      MESSAGES.contactEmailRequired,
      MESSAGES.contactMessageRequired,
    ]) {
      await page.getByText(message).waitFor(WAIT);
    }
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await expect(page.getByText(MESSAGES.contactNameRequired).count()).resolves.toBe(0);
    await page.getByLabel('Email', { exact: true }).fill('ada@');
    await send.click();
    await page.getByText(MESSAGES.contactEmailInvalid).waitFor(WAIT);
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('contact'));
    await page.getByLabel('Phone (optional)', { exact: true }).fill('+1 212 555 0100');
    await page
      .getByLabel('Message', { exact: true })
      .fill('We would like a quote for an iOS companion app.');
    await send.click();
    await page.getByRole('heading', { name: MESSAGES.contactSent }).waitFor(WAIT);
    await page
      .getByText(/reply within 24 hours/)
      .first()
      .waitFor(WAIT);
    await saveScreenshot(page, 'marketing-contact-sent');

    // FAQ: one item open at a time.
    const questions = page
      .getByRole('region', { name: 'Frequently asked questions' })
      .getByRole('button');
    await questions.nth(0).click();
    await questions.nth(1).click();
    await expect(questions.nth(0).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(questions.nth(1).getAttribute('aria-expanded')).resolves.toBe('true');
    await questions.nth(1).click();
    await expect(questions.nth(1).getAttribute('aria-expanded')).resolves.toBe('false');
    expect(errors).toEqual([]);
  });

  it('contact directory links every co-founder profile', async () => {
    const { page } = await open({ viewport: 'desktop' });
    await page.goto(`${baseUrl()}/contact`);
    await page.getByText('Tuesday to Saturday, 9:00 AM to 6:00 PM EST').waitFor(WAIT);
    await expect(page.getByRole('link', { name: /^View profile/ }).count()).resolves.toBe(4);
    await page.getByRole('link', { name: 'View profile of Sofia Ramirez' }).click();
    await page.waitForURL(/\/team\/sofia-ramirez$/);
    await page.getByRole('heading', { level: 1, name: 'Sofia Ramirez' }).waitFor(WAIT);
    expect(VIEWPORTS.desktop.width).toBe(1440);
  });
});
