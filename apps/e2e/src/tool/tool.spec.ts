import { MESSAGES, SIGN_IN_REQUIRED, endpoints } from '@silent/contracts';
import type { Browser, Page } from 'playwright-core';
import { requestJson, signInByCode } from '../robustness/support';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  stillA11yViolations,
  type ThemeName,
  type TrackedPage,
  type ViewportName,
} from '../support/browser';
import { E2E_ADMIN_EMAIL } from '../support/server';
import { baseUrl } from '../support/state';

// The tool at /silent against the real API (offline engine, embedded database).

describe('tool at /silent', () => {
  let browser: Browser;
  const opened: TrackedPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((t) => t.context.close()));
  });
  afterAll(async () => {
    await browser.close();
  });

  async function openTool(
    options: { theme?: ThemeName; viewport?: ViewportName } = {},
  ): Promise<TrackedPage> {
    const tracked = await openPage(browser, options);
    opened.push(tracked);
    await tracked.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl(),
    });
    await tracked.page.goto(`${baseUrl()}/silent`);
    await tracked.page.getByRole('tab', { name: 'Basic Enhancer' }).waitFor();
    return tracked;
  }

  const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  async function openAdvanced(page: Page, tab: string) {
    await page.getByRole('tab', { name: 'Advanced Dashboard' }).click();
    await page.getByRole('tab', { name: tab }).click();
  }

  it('enhances a preset, copies the result and stores a rating', async () => {
    const { page, errors } = await openTool();
    await page.getByRole('button', { name: 'Business Email' }).click();
    const prompt = page.getByLabel('Original prompt');
    await expect(prompt.inputValue()).resolves.toContain('client');
    await page.getByRole('button', { name: 'Enhance Prompt' }).click();
    await toast(page, MESSAGES.enhanceSucceeded).first().waitFor();

    const result = page.getByRole('article', { name: 'Enhanced prompt' });
    const enhanced = (await result.locator('.tool-output').textContent()) ?? '';
    expect(enhanced.length).toBeGreaterThan(20);
    await expect(result.getByText(/\/10/).first().textContent()).resolves.toMatch(/^\d+\.\d\/10/);
    await expect(result.getByText('Processing time').isVisible()).resolves.toBe(true);

    await result.getByRole('button', { name: 'Copy enhanced prompt' }).click();
    await toast(page, MESSAGES.copied).first().waitFor();
    await expect(clipboard(page)).resolves.toBe(enhanced);

    await result.getByRole('button', { name: '5 out of 5' }).click();
    await result.getByText('Thanks! You rated this 5 out of 5.').waitFor();

    // The rating feeds analytics: a visitor's count in the product's, which admins see (a
    // signed-in user's own analytics are checked in ownership.spec.ts).
    await openAdvanced(page, 'Analytics');
    await page.getByText(/Seeing your analytics needs a signed-in user/).waitFor();
    const admin = await signInByCode(baseUrl(), E2E_ADMIN_EMAIL);
    const product = await requestJson(`${baseUrl()}${endpoints.getAnalytics.path}?scope=product`, {
      token: admin,
    });
    expect(product.status).toBe(200);
    expect(
      (product.body.data as { totalHighRatedConversations: number }).totalHighRatedConversations,
    ).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  it('refuses a blank prompt with the spec message', async () => {
    const { page } = await openTool();
    await page.getByLabel('Original prompt').fill('   ');
    await page.getByRole('button', { name: 'Enhance Prompt' }).click();
    await toast(page, MESSAGES.enhancePromptRequired).first().waitFor();
  });

  it('enhances a batch of three and exports it', async () => {
    const { page, errors } = await openTool();
    await openAdvanced(page, 'Batch Processing');
    await page.getByRole('button', { name: 'Add prompt' }).click();
    await page.getByRole('button', { name: 'Add prompt' }).click();
    await page.getByRole('button', { name: 'Add prompt' }).click();
    await page.getByLabel('Prompt 1', { exact: true }).fill('write a tweet about our launch');
    await page.getByLabel('Prompt 2', { exact: true }).fill('explain caching to a junior dev');
    await page.getByLabel('Prompt 4', { exact: true }).fill('summarise this meeting');
    await page.getByRole('button', { name: 'Enhance All' }).click();
    await toast(page, MESSAGES.batchSucceeded).first().waitFor();

    const results = page.getByRole('region', { name: 'Batch results' });
    await expect(
      results.locator('.ui-stat', { hasText: 'Total processed' }).locator('dd').textContent(),
    ).resolves.toBe('3');
    await expect(
      results.locator('.ui-stat', { hasText: 'Average confidence' }).locator('dd').textContent(),
    ).resolves.toMatch(/^\d+\.\d$/);
    await expect(results.getByRole('heading', { name: /^Result \d$/ }).count()).resolves.toBe(3);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      results.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^batch-results-.*\.csv$/);
    expect(errors).toEqual([]);
  });

  it('applies a template and shows its usage rise', async () => {
    const { page, errors } = await openTool();
    await openAdvanced(page, 'Templates');
    const select = page.getByLabel('Template', { exact: true });
    await page.locator('.tool-cards li').first().waitFor();
    const name = (await page.locator('.tool-cards li h5').first().textContent()) ?? '';
    const card = page.getByRole('listitem', { name });
    const usageBefore = Number(
      /\d+/.exec((await card.locator('.ui-badge').textContent()) ?? '')?.[0],
    );

    await page.getByRole('button', { name: 'Apply Template' }).click();
    await toast(page, MESSAGES.templateRequired).first().waitFor();

    await select.selectOption({ label: name });
    const inputs = page.locator('form .ui-field input');
    const count = await inputs.count();
    for (let i = 0; i < count; i++) await inputs.nth(i).fill(`value ${i + 1}`);
    await page.getByRole('button', { name: 'Apply Template' }).click();
    await toast(page, MESSAGES.templateApplied).first().waitFor();
    await page.getByRole('heading', { name: `Applied: ${name}` }).waitFor();
    await page
      .getByRole('listitem', { name })
      .getByText(`Used ${usageBefore + 1} ${usageBefore + 1 === 1 ? 'time' : 'times'}`)
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('generates three variations with scores and copies one', async () => {
    const { page, errors } = await openTool();
    await openAdvanced(page, 'Variations');
    await page.getByRole('button', { name: 'Generate Variations' }).click();
    await toast(page, MESSAGES.variationsPromptRequired).first().waitFor();
    await page.getByLabel('Prompt', { exact: true }).fill('write a product description for a lamp');
    await page.getByRole('button', { name: 'Generate Variations' }).click();
    await toast(page, MESSAGES.variationsGenerated).first().waitFor();
    const items = page.getByRole('list', { name: 'Variations' }).getByRole('listitem');
    await expect(items.count()).resolves.toBe(3);
    await expect(items.nth(0).getByText(/\/10/).textContent()).resolves.toMatch(/\d\.\d\/10/);
    const second = (await items.nth(1).locator('.tool-output').textContent()) ?? '';
    await page.getByRole('button', { name: 'Copy variation 2' }).click();
    await expect(clipboard(page)).resolves.toBe(second);
    expect(errors).toEqual([]);
  });

  it('keeps the result and the variations over a reload, and reopens the same tab', async () => {
    const { page, errors } = await openTool();
    await page.getByLabel('Original prompt').fill('write an email about the delay');
    await page.getByRole('button', { name: 'Enhance Prompt' }).click();
    await toast(page, MESSAGES.enhanceSucceeded).first().waitFor();
    const enhanced = (await page.locator('.tool-output').first().textContent()) ?? '';
    expect(enhanced).not.toBe('');

    await openAdvanced(page, 'Variations');
    await page.getByLabel('Prompt', { exact: true }).fill('a lamp description');
    await page.getByRole('button', { name: 'Generate Variations' }).click();
    await toast(page, MESSAGES.variationsGenerated).first().waitFor();
    expect(new URL(page.url()).search).toBe('?tab=advanced&view=variations');

    await page.reload();
    await page.getByRole('list', { name: 'Variations' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Variations' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await expect(page.getByLabel('Prompt', { exact: true }).inputValue()).resolves.toBe(
      'a lamp description',
    );
    await page.getByRole('tab', { name: 'Basic Enhancer' }).click();
    await page.getByText(enhanced.trim()).first().waitFor();
    expect(new URL(page.url()).search).toBe('?tab=basic');
    expect(errors).toEqual([]);
  });

  it('loads the Training Dashboard and asks signed-out visitors to sign in before writing', async () => {
    const { page, errors } = await openTool();
    await page.getByRole('tab', { name: 'Training Dashboard' }).click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    await page.getByRole('tab', { name: 'Training Data' }).click();
    await page.getByRole('button', { name: 'Apply Filters' }).waitFor();
    await expect(
      page.getByRole('link', { name: SIGN_IN_REQUIRED.trainingData.link }).getAttribute('href'),
    ).resolves.toBe('/try');
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await expect(
      page.getByRole('link', { name: SIGN_IN_REQUIRED.sessions.link }).getAttribute('href'),
    ).resolves.toBe('/try');
    await page.getByRole('tab', { name: 'Performance' }).click();
    await page.getByRole('heading', { name: 'Performance' }).waitFor();
    expect(errors).toEqual([]);
  });

  const themes: ThemeName[] = ['light', 'dark'];
  const viewports: ViewportName[] = ['desktop', 'phone'];
  for (const theme of themes) {
    for (const viewport of viewports) {
      it(`is axe-clean and fits the screen (${theme}, ${viewport})`, async () => {
        const { page } = await openTool({ theme, viewport });
        const check = async (label: string) => {
          expect({ label, violations: await stillA11yViolations(page) }).toEqual({
            label,
            violations: [],
          });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect({ label, overflow }).toEqual({ label, overflow: 0 });
        };
        await page.getByLabel('Original prompt').fill('write an email to a client');
        await page.getByRole('button', { name: 'Enhance Prompt' }).click();
        await page.getByRole('article', { name: 'Enhanced prompt' }).waitFor();
        await check('basic enhancer with result');

        // A visitor's analytics panel asks to sign in (the signed-in one: ownership.spec.ts).
        await openAdvanced(page, 'Analytics');
        await page.getByText(/Seeing your analytics needs a signed-in user/).waitFor();
        await check('analytics');
        await page.getByRole('tab', { name: 'Templates' }).click();
        await page.locator('.tool-cards li').first().waitFor();
        await check('templates');

        await page.getByRole('tab', { name: 'Training Dashboard' }).click();
        await page.getByRole('tab', { name: 'Overview' }).waitFor();
        await check('training overview');
        await page.getByRole('tab', { name: 'Training Data' }).click();
        await page.getByRole('button', { name: 'Apply Filters' }).waitFor();
        await check('training data');
        await saveScreenshot(page, `tool-${theme}-${viewport}`);
      });
    }
  }
});
